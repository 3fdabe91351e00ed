import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { newsletterText as t } from '@pishkhan/common/i18n/fa/newsletter-labels';
import { homeFixture, listResponse, mockFetch, renderWithSession } from '../../../test/utils';
import { newsletterRoutes } from './newsletters.routes';

const T = { timeout: 15000 };
const all = ['read_newsletters', 'create_newsletters', 'update_newsletters', 'delete_newsletters', 'send_newsletters'];
const nl = {
  id: 7,
  title: 'تخفیف پاییزه',
  channel: 'email',
  subject: 'تخفیف ۳۰٪',
  body: '<p>سلام</p>',
  sms_text: null,
  audience: 'members',
  member_ids: [],
  customer_role_id: null,
  province_id: null,
  ordered_from: null,
  ordered_to: null,
  send_at: null,
  status: 'sent',
  started_at: '2026-11-20T08:15:42Z',
  finished_at: '2026-11-20T08:20:00Z',
  sent_count: 1200,
  failed_count: 3,
  recipients_count: 1250,
  created_at: '2026-11-20T08:00:00Z',
  updated_at: '2026-11-20T08:20:00Z',
};

describe('newsletters /admin/newsletters', () => {
  it('lists newsletters with status and counts in Persian digits, the title opening its sending page', async () => {
    mockFetch({ 'GET /api/admin/newsletters': () => listResponse([nl]) });
    renderWithSession(newsletterRoutes, '/admin/newsletters', homeFixture({ permissions: all }));
    const link = await screen.findByRole('link', { name: 'تخفیف پاییزه' }, T);
    expect(link).toHaveAttribute('href', '/admin/newsletters/7');
    expect(screen.getAllByText('ارسال‌شده').length).toBeGreaterThan(0);
    expect(screen.getByText('۱٬۲۰۰')).toBeInTheDocument();
    expect(screen.getByText('۳')).toBeInTheDocument();
  });

  it('composes: the channel switch swaps the e-mail fields for the SMS text and its live segment counter', async () => {
    mockFetch({ 'GET /api/admin/newsletters': () => listResponse([]), 'GET /api/admin/messages/channels': () => ({ data: { email: 'smtp', sms: 'log', sms_base: 'https://shop.ir' } }) });
    renderWithSession(newsletterRoutes, '/admin/newsletters/create', homeFixture({ permissions: all }));
    expect(await screen.findByLabelText('موضوع ایمیل', undefined, T)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'پیامک' }));
    await waitFor(() => expect(screen.queryByLabelText('موضوع ایمیل')).toBeNull());
    const sms = await screen.findByLabelText('متن پیامک');
    // Counted as sent: the text, then «\nلغو: https://shop.ir/u/» and a 12-character key (36 more).
    fireEvent.change(sms, { target: { value: 'س'.repeat(31) } });
    await waitFor(() => expect(screen.getByTestId('sms-counter')).toHaveTextContent(t.counter(67, 1, 3)));
    fireEvent.change(sms, { target: { value: 'س'.repeat(71) } });
    await waitFor(() => expect(screen.getByTestId('sms-counter')).toHaveTextContent(t.counter(107, 2, 27)));
    // Latin text too goes out as UCS-2: the opt-out line is Persian.
    fireEvent.change(sms, { target: { value: 'Hello' } });
    await waitFor(() => expect(screen.getByTestId('sms-counter')).toHaveTextContent(t.counter(41, 1, 29)));
    // Chosen members only when the audience asks for them.
    expect(screen.queryByText('اعضا')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'اعضای انتخاب‌شده' }));
    expect(await screen.findByText('اعضا')).toBeInTheDocument();
  });

  it('the sending page: counts per status, the recipients with the server’s reason, the outbox notice, test send and retry failed', async () => {
    const fetch = mockFetch({
      'GET /api/admin/newsletters/7': () => ({ data: nl }),
      'GET /api/admin/newsletters/7/stats': () => ({
        data: {
          status: 'sent',
          task_id: null,
          counts: { queued: 0, sending: 0, sent: 1200, failed: 3, skipped: 45, unknown: 2 },
          audience: null,
          clicks: { total: 42, unique_clickers: 35, links: [{ url: 'https://shop.example.com/p/1', clicks: 30 }, { url: 'https://shop.example.com/p/2', clicks: 12 }] },
        },
      }),
      'GET /api/admin/newsletters/7/recipients': () => listResponse([
        { id: 1, address: 'gone@example.com', name: 'علی', status: 'failed', error: 'سرور ایمیل پیام را نپذیرفت: 550 No such user', sent_at: null },
        { id: 2, address: '09121234567', name: null, status: 'skipped', error: 'unsubscribed', sent_at: null },
      ]),
      'GET /api/admin/messages/channels': () => ({ data: { email: 'outbox', sms: 'log' } }),
      'POST /api/admin/newsletters/7/test': () => ({ data: { ok: true, via: 'outbox' } }),
      'POST /api/admin/newsletters/7/retry-failed': () => ({ data: { task_id: 9, requeued: 3 } }),
    });
    renderWithSession(newsletterRoutes, '/admin/newsletters/7', homeFixture({ permissions: all }));
    expect(await screen.findByText(t.noChannel.outbox, undefined, T)).toBeInTheDocument();
    expect(await screen.findByText(/550 No such user/)).toBeInTheDocument();
    expect(screen.getByText('عضویت را لغو کرده است')).toBeInTheDocument();
    expect(screen.getByText('۰۹۱۲۱۲۳۴۵۶۷')).toBeInTheDocument();
    expect(screen.getByText(/ناموفق: ۳/)).toBeInTheDocument();
    expect(screen.getByText(/نامعلوم: ۲/)).toBeInTheDocument();
    // Clicks were counted for this one: in all, people, per link; opens are said not to be.
    expect(screen.getByText(t.clicksNote)).toBeInTheDocument();
    expect(screen.getByText('https://shop.example.com/p/1')).toBeInTheDocument();
    expect(screen.getByText('۴۲')).toBeInTheDocument();
    expect(screen.getByText('۳۵')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(t.testTo), 'me@example.com');
    fireEvent.click(screen.getByRole('button', { name: t.testSend }));
    await waitFor(() => expect(fetch.find('POST', '/api/admin/newsletters/7/test').length > 0).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: new RegExp(t.retryFailed) }));
    await waitFor(() => expect(fetch.find('POST', '/api/admin/newsletters/7/retry-failed').length > 0).toBe(true));
  });

  it('a reader sees the sending page without its actions', async () => {
    mockFetch({
      'GET /api/admin/newsletters/7': () => ({ data: { ...nl, status: 'draft' } }),
      'GET /api/admin/newsletters/7/stats': () => ({ data: { status: 'draft', task_id: null, counts: {}, audience: { total: 10, sendable: 9 } } }),
      'GET /api/admin/newsletters/7/recipients': () => listResponse([]),
      'GET /api/admin/messages/channels': () => ({ data: { email: 'smtp', sms: 'kavenegar' } }),
    });
    renderWithSession(newsletterRoutes, '/admin/newsletters/7', homeFixture({ permissions: ['read_newsletters'] }));
    expect(await screen.findByText('تخفیف ۳۰٪', undefined, T)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.sendNow })).toBeNull();
    expect(screen.queryByText(t.testSend)).toBeNull();
    // No counted clicks (the setting was off): no clicks card.
    expect(screen.queryByText(t.clicks)).toBeNull();
  });
});
