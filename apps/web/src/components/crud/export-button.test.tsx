import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithSession } from '../../test/utils';
import { ExportButton } from './ExportButton';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const file = (name: string) => new Response(new Blob(['x'], { type: XLSX }), { status: 200, headers: { 'Content-Disposition': `attachment; filename="${name}"` } });
const task = (over: Record<string, unknown> = {}) => ({
  id: 77,
  kind: 'excel_export',
  status: 'running',
  done: 2000,
  total: 8000,
  result: null,
  error: null,
  attempts: 1,
  created_by: 1,
  started_at: '2026-03-21T08:00:00Z',
  finished_at: null,
  created_at: '2026-03-21T08:00:00Z',
  updated_at: '2026-03-21T08:00:00Z',
  ...over,
});

let saved: string[];
beforeEach(() => {
  saved = [];
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: () => 'blob:x' });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => vi.restoreAllMocks());

const page = [{ path: '/customers', element: <ExportButton path="/api/admin/customers/export" label="خروجی اکسل" fileName="customers.xlsx" /> }];

describe('ExportButton', () => {
  it('a small export downloads at once, with the list filters and without the page', async () => {
    const fetch = mockFetch({ 'GET /api/admin/customers/export': () => file('customers-20260321.xlsx') });
    renderWithSession(page, '/admin/customers?status=1&page=3');
    fireEvent.click(await screen.findByRole('button', { name: /خروجی اکسل/ }));
    await waitFor(() => expect(saved).toEqual(['customers-20260321.xlsx']));
    const q = fetch.find('GET', '/api/admin/customers/export')[0]!.url.searchParams;
    expect(q.get('status')).toBe('1');
    expect(q.get('page')).toBeNull();
    expect(screen.queryByTestId('task-progress')).toBeNull();
  });

  it('a large export shows the background task progress, then a link that downloads the file', async () => {
    let reads = 0;
    const fetch = mockFetch({
      'GET /api/admin/customers/export': () => new Response(JSON.stringify({ data: { task_id: 77, rows: 8000 } }), { status: 202, headers: { 'Content-Type': 'application/json' } }),
      'GET /api/admin/tasks/77': () =>
        ++reads === 1 ? { data: task() } : { data: task({ status: 'done', done: 8000, finished_at: '2026-03-21T08:01:00Z', result: { rows: 8000, name: 'customers-20260321.xlsx', file: 'x.xlsx' } }) },
      'GET /api/admin/exports/77/file': () => file('customers-20260321.xlsx'),
    });
    renderWithSession(page, '/admin/customers');
    fireEvent.click(await screen.findByRole('button', { name: /خروجی اکسل/ }));
    expect(await screen.findByText(/۸٬۰۰۰ ردیف دارد/)).toBeInTheDocument();
    expect(await screen.findByText('۲٬۰۰۰ از ۸٬۰۰۰')).toBeInTheDocument();
    // Nothing is saved until the file is ready.
    expect(saved).toEqual([]);
    const link = await screen.findByTestId('export-file-link', undefined, { timeout: 5000 });
    expect(link).toHaveTextContent('دریافت فایل (۸٬۰۰۰ ردیف)');
    fireEvent.click(link);
    await waitFor(() => expect(saved).toEqual(['customers-20260321.xlsx']));
    expect(fetch.find('GET', '/api/admin/exports/77/file')).toHaveLength(1);
  });
});
