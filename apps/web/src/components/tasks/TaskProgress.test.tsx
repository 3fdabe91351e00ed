import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithSession } from '../../test/utils';
import type { Task } from './task.api';
import { TaskProgress } from './TaskProgress';

const task = (over: Partial<Task> = {}): Task => ({
  id: 5,
  kind: 'members_import',
  status: 'running',
  done: 3,
  total: 10,
  result: null,
  error: null,
  attempts: 1,
  created_by: 1,
  started_at: '2025-03-21T08:00:00Z',
  finished_at: null,
  created_at: '2025-03-21T08:00:00Z',
  updated_at: '2025-03-21T08:00:00Z',
  ...over,
});

describe('TaskProgress', () => {
  it('follows a task to its end: Persian counts and percent, then the result; reports the end once', async () => {
    let reads = 0;
    mockFetch({
      'GET /api/admin/tasks/5': () =>
        ++reads === 1 ? { data: task() } : { data: task({ status: 'done', done: 10, finished_at: '2025-03-21T08:01:00Z', result: { skipped: [{ row: 4, message: 'موبایل نامعتبر است' }] } }) },
    });
    const finished = vi.fn();
    renderWithSession(
      [
        {
          path: '/t',
          element: (
            <TaskProgress<{ skipped: { row: number; message: string }[] }>
              taskId={5}
              onFinished={finished}
              renderResult={(r) => (
                <ul>
                  {r.skipped.map((s) => (
                    <li key={s.row}>{s.message}</li>
                  ))}
                </ul>
              )}
            />
          ),
        },
      ],
      '/admin/t',
    );
    expect(await screen.findByText('۳ از ۱۰')).toBeInTheDocument();
    expect(screen.getByText('در حال انجام')).toBeInTheDocument();
    expect(screen.getByText('۳۰٪')).toBeInTheDocument();
    expect(await screen.findByText('موبایل نامعتبر است', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('انجام شد')).toBeInTheDocument();
    expect(screen.getByText('۱۰ از ۱۰')).toBeInTheDocument();
    await waitFor(() => expect(finished).toHaveBeenCalledTimes(1));
    expect(finished.mock.calls[0]![0]).toMatchObject({ id: 5, status: 'done' });
  });

  it('shows a failure’s Persian reason; «cancel» cancels a queued task', async () => {
    const fetch = mockFetch({
      'GET /api/admin/tasks/6': () => ({ data: task({ id: 6, status: 'queued', done: 0, total: null, error: 'اتصال به سرور ایمیل برقرار نشد — دوباره تلاش می‌شود' }) }),
      'POST /api/admin/tasks/6/cancel': () => ({ data: task({ id: 6, status: 'canceled', done: 0, total: null, error: 'به درخواست مدیر لغو شد' }) }),
    });
    renderWithSession([{ path: '/t', element: <TaskProgress taskId={6} cancelable /> }], '/admin/t');
    expect(await screen.findByText('اتصال به سرور ایمیل برقرار نشد — دوباره تلاش می‌شود')).toBeInTheDocument();
    expect(screen.getByText('در صف')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'لغو' }));
    expect(await screen.findByText('به درخواست مدیر لغو شد')).toBeInTheDocument();
    expect(fetch.find('POST', '/api/admin/tasks/6/cancel')).toHaveLength(1);
    expect(screen.getByText('لغو شد')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'لغو' })).toBeNull();
  });
});
