import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { memberImportText as t, newsletterMemberText as m } from '@pishkhan/common/i18n/fa/newsletter-members';
import { crudText } from '@pishkhan/common/i18n/fa/ui';
import { findCombobox, homeFixture, json, listResponse, mockFetch, renderWithSession } from '../../../test/utils';
import { newsletterMemberRoutes } from './members.routes';

const T = { timeout: 10000 };
const fileInput = () => document.querySelector('input[type=file]') as HTMLInputElement;
const writer = ['read_newsletters', 'create_newsletters', 'update_newsletters', 'delete_newsletters'];
const member = {
  id: 1,
  email: 'sara@example.com',
  mobile: '09121234567',
  name: 'سارا',
  source: 'form',
  status: 'subscribed',
  subscribed_at: '2026-11-20T08:15:42Z',
  unsubscribed_at: null,
  unsubscribe_reason: null,
  created_at: '2026-11-20T08:15:42Z',
  updated_at: '2026-11-20T08:15:42Z',
};
const preview = {
  headers: ['نام', 'ایمیل', 'موبایل'],
  rows: 4,
  sample: [
    { row: 2, cells: ['علی', 'ali@example.com', '09123456789'] },
    { row: 3, cells: ['بد', 'bad@', ''] },
  ],
  mapping: { email: 1, mobile: 2, name: 0 },
};

describe('newsletter members /admin/member-newsletters', () => {
  it('lists members with the exports, and the import for those who may create', async () => {
    mockFetch({ 'GET /api/admin/newsletter-members': () => listResponse([member]) });
    renderWithSession(newsletterMemberRoutes, '/admin/member-newsletters', homeFixture({ permissions: writer }));
    expect(await screen.findByText('sara@example.com', undefined, T)).toBeInTheDocument();
    expect(screen.getByText('09121234567')).toHaveAttribute('dir', 'ltr'); // a mobile in Latin digits, left to right, as on every screen
    expect(screen.queryByText('۰۹۱۲۱۲۳۴۵۶۷')).toBeNull();
    expect(screen.getAllByText('فرم فروشگاه').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: new RegExp(m.exportExcel) })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: new RegExp(m.exportCsv) })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: new RegExp(m.import) })).toHaveAttribute('href', '/admin/member-newsletters/import');
  });

  it('shows the mobile of a member who has no e-mail in the address column, in Latin digits left to right', async () => {
    mockFetch({ 'GET /api/admin/newsletter-members': () => listResponse([member, { ...member, id: 2, email: null, mobile: '09351112233', name: null }]) });
    renderWithSession(newsletterMemberRoutes, '/admin/member-newsletters', homeFixture({ permissions: ['read_newsletters'] }));
    await screen.findByText('sara@example.com', undefined, T);
    const row = screen.getByText('sara@example.com').closest('tbody')!.querySelector('tr[data-row-key="2"]') as HTMLElement;
    const shown = within(row).getAllByText('09351112233');
    expect(shown).toHaveLength(2); // the address column and the mobile column
    for (const cell of shown) expect(cell).toHaveAttribute('dir', 'ltr');
    expect(within(row).queryByText(crudText.none)).toBeNull();
  });

  it('hides the import from a reader', async () => {
    mockFetch({ 'GET /api/admin/newsletter-members': () => listResponse([member]) });
    renderWithSession(newsletterMemberRoutes, '/admin/member-newsletters', homeFixture({ permissions: ['read_newsletters'] }));
    await screen.findByText('sara@example.com', undefined, T);
    expect(screen.queryByRole('link', { name: new RegExp(m.import) })).toBeNull();
  });

  it('previews the columns, imports with the chosen mapping and shows the report row by row', async () => {
    const fetch = mockFetch({
      'POST /api/admin/newsletter-members/import/preview': () => ({ data: preview }),
      'POST /api/admin/newsletter-members/import': () => ({ data: { task_id: 41 } }),
      'GET /api/admin/tasks/41': () => ({
        data: {
          id: 41,
          kind: 'members_import',
          status: 'done',
          done: 4,
          total: 4,
          error: null,
          attempts: 1,
          created_by: 1,
          started_at: '2026-11-20T08:15:42Z',
          finished_at: '2026-11-20T08:15:44Z',
          created_at: '2026-11-20T08:15:42Z',
          updated_at: '2026-11-20T08:15:44Z',
          result: {
            added: 1,
            skipped: 3,
            errors: [
              { row: 3, value: 'bad@', reason: 'ایمیل نامعتبر است' },
              { row: 4, value: 'ali@example.com', reason: 'این ایمیل در ردیف 2 همین فایل آمده است' },
              { row: 5, value: '', reason: 'نه ایمیل دارد نه موبایل' },
            ],
          },
        },
      }),
    });
    renderWithSession(newsletterMemberRoutes, '/admin/member-newsletters/import', homeFixture({ permissions: writer }));
    await screen.findByRole('heading', { name: t.title }, T);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput(), new File(['نام,ایمیل,موبایل\n'], 'members.csv', { type: 'text/csv' }));
    expect(await screen.findByText('ali@example.com', undefined, T)).toBeInTheDocument();
    expect(screen.getByText(/members\.csv/)).toBeInTheDocument();
    expect(await findCombobox(t.emailColumn)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.start }));
    const report = (await screen.findByText(t.report, undefined, T)).closest('.ant-card') as HTMLElement;
    const sent = fetch.find('POST', '/api/admin/newsletter-members/import')[0]!;
    expect([sent.url.searchParams.get('email'), sent.url.searchParams.get('mobile'), sent.url.searchParams.get('name')]).toEqual(['1', '2', '0']);
    expect(((sent.body as FormData).get('file') as File).name).toBe('members.csv');
    expect(within(report).getByText('ایمیل نامعتبر است')).toBeInTheDocument();
    expect(within(report).getByText('نه ایمیل دارد نه موبایل')).toBeInTheDocument();
    const rows = within(report).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['۳', '۴', '۵']);
    expect(within(report).getByText('bad@')).toHaveAttribute('dir', 'ltr');
    expect(fetch.find('GET', '/api/admin/tasks/41').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: t.start })).toBeNull();
  });

  it('shows the refusal of a file that is no sheet', async () => {
    mockFetch({
      'POST /api/admin/newsletter-members/import/preview': () => json(422, { error: { code: 'import_file', message: t.notSheet, fields: { file: t.notSheet } } }),
    });
    renderWithSession(newsletterMemberRoutes, '/admin/member-newsletters/import', homeFixture({ permissions: writer }));
    await screen.findByRole('heading', { name: t.title }, T);
    await userEvent.setup({ applyAccept: false }).upload(fileInput(), new File(['x'], 'photo.png'));
    await waitFor(() => expect(screen.getByText(t.notSheet)).toBeInTheDocument());
  });
});
