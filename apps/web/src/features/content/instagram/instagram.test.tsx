import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { instagramSyncText as t } from '@pishkhan/common/i18n/fa/instagram';
import { homeFixture, json, listResponse, mockFetch, renderWithSession } from '../../../test/utils';
import { instagramRoutes } from './instagram.routes';

const row = {
  id: 3,
  image_id: 9,
  image: { id: 9, url: '/uploads/2026/11/a.webp' },
  link: 'https://www.instagram.com/p/C9xYzAbCdEf/',
  caption: 'کالکشن پاییزه',
  likes: 214,
  comments: 18,
  source: 'instagram',
  external_id: '17895695668004550',
  posted_at: '2026-11-20T08:15:42Z',
  status: true,
  position: 1,
  created_at: '2026-11-20T09:00:00Z',
  updated_at: '2026-11-20T09:00:00Z',
};
const page = (sync: Record<string, unknown>) => ({ ...listResponse([row]), meta: { ...listResponse([row]).meta, sync } });

describe('the social feed /admin/instagram', () => {
  it('lists posts with their pictures, shows the last sync and its error, and refreshes on demand', async () => {
    let synced = false;
    const fetch = mockFetch({
      'GET /api/admin/instagram': () =>
        page(synced ? { configured: true, last_synced_at: '2026-11-25T10:00:00Z', last_error: null } : { configured: true, last_synced_at: '2026-11-24T10:00:00Z', last_error: t.tokenInvalid }),
      'POST /api/admin/instagram/sync': () => {
        synced = true;
        return { data: { added: 2, updated: 1, removed: 0 } };
      },
    });
    renderWithSession(instagramRoutes, '/admin/instagram', homeFixture({ permissions: ['read_instagram', 'update_instagram'] }));
    expect(await screen.findByText(t.tokenInvalid, undefined, { timeout: 10000 })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`${t.lastSync}: ۱۴۰۵`))).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'کالکشن پاییزه' })).toHaveAttribute('src', '/uploads/2026/11/a.webp');
    expect(screen.getAllByText('همگام‌شده از اینستاگرام').some((el) => !el.closest('select'))).toBe(true); // the source filter's option reads the same
    fireEvent.click(screen.getByRole('button', { name: new RegExp(t.refresh) }));
    expect(await screen.findByText(t.done(2, 1, 0))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(t.tokenInvalid)).toBeNull());
    expect(fetch.find('POST', '/api/admin/instagram/sync')).toHaveLength(1);
  });

  it('hides «refresh now» without update_instagram and says when the sync is not set up', async () => {
    mockFetch({ 'GET /api/admin/instagram': () => page({ configured: false, last_synced_at: null, last_error: null }) });
    renderWithSession(instagramRoutes, '/admin/instagram', homeFixture({ permissions: ['read_instagram'] }));
    expect(await screen.findByText(t.notConfiguredHint, undefined, { timeout: 10000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: new RegExp(t.refresh) })).toBeNull();
  });

  it('shows a failed refresh in Persian', async () => {
    mockFetch({
      'GET /api/admin/instagram': () => page({ configured: true, last_synced_at: null, last_error: null }),
      'POST /api/admin/instagram/sync': () => json(503, { error: { code: 'instagram_unreachable', message: t.unreachable } }),
    });
    renderWithSession(instagramRoutes, '/admin/instagram', homeFixture({ permissions: ['read_instagram', 'update_instagram'] }));
    fireEvent.click(await screen.findByRole('button', { name: new RegExp(t.refresh) }, { timeout: 10000 }));
    expect(await screen.findByText(t.unreachable)).toBeInTheDocument();
  });
});
