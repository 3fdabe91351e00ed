import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { homeFixture, listResponse, mockFetch, renderApp, renderWithSession } from '../../test/utils';
import { productCommentRoutes } from '../../features/catalog/comments/comment.routes';
import type { PostComment, PostCommentDetail, PostCommentItem } from '../../features/content/post-comments/post-comment.api';
import { postCommentRoutes } from '../../features/content/post-comments/post-comment.routes';

const T = { timeout: 30000 };
const item = (over: Partial<PostCommentItem> = {}): PostCommentItem => ({
  id: 11,
  post_id: 5,
  parent_id: null,
  name: 'علی',
  email: 'ali@example.com',
  body: 'کفش چرم بهتر است؟',
  status: 'pending',
  customer: null,
  from_shop: false,
  admin: null,
  registered: false,
  created_at: '2025-03-22T08:00:00Z',
  updated_at: '2025-03-22T08:00:00Z',
  ...over,
});
const postComment = (over: Partial<PostComment> = {}): PostComment => ({ ...item(), post: { id: 5, title: 'راهنمای خرید کفش' }, parent: null, replies: [], ...over });
const withCounts = <X,>(rows: X[], counts: Record<string, number>, extra: Record<string, unknown> = {}) => {
  const r = listResponse(rows);
  return { ...r, meta: { ...r.meta, status_counts: counts, total_pending: counts.pending ?? 0, ...extra } };
};
const productComment = (id: number, status: string, body: string) => ({
  id, product_id: 7, product: { id: 7, title: 'کفش' }, author_name: 'مریم', title: null, body, rating: 4, status, replies: [{ id: 90, body: 'ممنون از شما', admin_name: 'مدیر', created_at: '2025-11-21T11:00:00Z' }], created_at: '2025-11-21T10:00:00Z',
});

describe('the shared moderation screen', () => {
  beforeAll(() => import('../../app/layout/AdminLayout'), 60_000);

  it('draws product comments with their own states, tabs with counts, the thread, and rejects in bulk', async () => {
    const fetch = mockFetch({
      'GET /api/admin/product-comments': () => withCounts([productComment(1, 'pending', 'عالی بود'), productComment(2, 'approved', 'بد بود')], { pending: 1, approved: 1, rejected: 4 }),
      'POST /api/admin/product-comments/status': () => ({ data: { updated: 1, total_pending: 0 } }),
    });
    renderWithSession(productCommentRoutes, '/admin/comments', homeFixture({ permissions: ['read_productComment', 'update_productComment', 'create_productComment', 'delete_productComment'] }));
    const row = (await screen.findByText('عالی بود', undefined, T)).closest('tr')!;
    expect(screen.getByRole('tab', { name: /ردشده\s*۴/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /همه\s*۶/ })).toBeInTheDocument();
    expect(within(row).getByText('ممنون از شما')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'پاسخ فروشگاه' })).toBeInTheDocument();
    fireEvent.click(within(row).getByRole('checkbox'));
    fireEvent.click(await screen.findByRole('button', { name: /^close رد$|رد$/ }));
    await waitFor(() => expect(fetch.find('POST', '/api/admin/product-comments/status')).toHaveLength(1));
    expect(fetch.find('POST', '/api/admin/product-comments/status')[0]!.body).toEqual({ ids: [1], status: 'rejected' });
  }, 60_000);

  it('draws post comments: the post, the comment answered, the replies, its page; bulk «not approved»; the menu badge', async () => {
    const rows = [
      postComment({ id: 12, parent_id: 11, name: 'مینا', body: 'موافقم', parent: { id: 11, name: 'سارا', body: 'ممنون از راهنمایی', status: 'approved' } }),
      postComment({ replies: [item({ id: 13, parent_id: 11, from_shop: true, registered: true, name: 'مدیر', body: 'بله، ماندگارتر است', status: 'approved' })] }),
    ];
    const fetch = mockFetch({
      'GET /api/admin/home': () => ({ data: homeFixture({ permissions: ['read_comment', 'update_comment', 'create_comment', 'delete_comment'], new_blog_comments_count: 3 }) }),
      'GET /api/admin/post-comments': () => withCounts(rows, { pending: 2, approved: 5, unapproved: 1 }),
      'POST /api/admin/post-comments/status': () => ({ data: { updated: 1, total_pending: 1 } }),
    });
    renderApp('/admin/post-comment');
    const reply = (await screen.findByText('موافقم', undefined, T)).closest('tr')!;
    expect(within(reply).getByText(/در پاسخ به سارا/)).toBeInTheDocument();
    // A reply cannot be answered; the comment it answers can.
    expect(within(reply).queryByRole('button', { name: 'پاسخ فروشگاه' })).toBeNull();
    const top = screen.getByText('کفش چرم بهتر است؟').closest('tr')!;
    expect(within(top).getByText('بله، ماندگارتر است')).toBeInTheDocument();
    expect(within(top).getByRole('button', { name: 'پاسخ فروشگاه' })).toBeInTheDocument();
    expect(within(top).getByRole('link', { name: 'راهنمای خرید کفش' })).toHaveAttribute('href', '/admin/post-comment/5');
    expect(within(top).getByRole('link', { name: 'مشاهده' })).toHaveAttribute('href', '/admin/post-comment/comment/11');
    expect(screen.getByRole('tab', { name: /تأییدنشده\s*۱/ })).toBeInTheDocument();
    // The menu shows the pending count the server answered with the list (2), not the stale one (3).
    await waitFor(() => expect(within(screen.getByTestId('side-menu')).getByTestId('menu-count')).toHaveTextContent('۲'));
    fireEvent.click(within(top).getByRole('checkbox'));
    fireEvent.click(await screen.findByRole('button', { name: /عدم تأیید/ }));
    await waitFor(() => expect(fetch.find('POST', '/api/admin/post-comments/status')).toHaveLength(1));
    expect(fetch.find('POST', '/api/admin/post-comments/status')[0]!.body).toEqual({ ids: [11], status: 'unapproved' });
  }, 60_000);

  it('shows a reader the queue without any control', async () => {
    mockFetch({ 'GET /api/admin/post-comments': () => withCounts([postComment()], { pending: 1, approved: 0, unapproved: 0 }, { post: { id: 5, title: 'راهنمای خرید کفش' } }) });
    renderWithSession(postCommentRoutes, '/admin/post-comment/5', homeFixture({ permissions: ['read_comment'] }));
    const row = (await screen.findByText('کفش چرم بهتر است؟', undefined, T)).closest('tr')!;
    expect(await screen.findByText('دیدگاه‌های «راهنمای خرید کفش»')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(within(row).queryByRole('button', { name: 'پاسخ فروشگاه' })).toBeNull();
    expect(within(row).queryByRole('button', { name: /حذف/ })).toBeNull();
    expect(within(row).getByRole('link', { name: 'مشاهده' })).toBeInTheDocument();
  }, 60_000);
});

describe('a post comment’s page', () => {
  const detail = (over: Partial<PostCommentDetail> = {}): PostCommentDetail => {
    const c = postComment(over);
    return { ...c, thread: [item(), item({ id: 13, parent_id: 11, from_shop: true, registered: true, name: 'مدیر', body: 'بله', status: 'approved' })], ...over };
  };

  it('edits a guest’s comment; a registered author’s name and e-mail are locked; the shop replies', async () => {
    const fetch = mockFetch({
      'GET /api/admin/post-comments/11': () => ({ data: detail({ registered: true, customer: { id: 3, name: 'علی', mobile: null } }) }),
      'PUT /api/admin/post-comments/11': ({ body }) => ({ data: { ...detail(), ...(body as object) } }),
      'POST /api/admin/post-comments/11/reply': () => ({ data: item({ id: 14 }) }),
      'GET /api/admin/home': () => ({ data: homeFixture({ permissions: ['read_comment', 'update_comment', 'create_comment', 'delete_comment'] }) }),
    });
    renderWithSession(postCommentRoutes, '/admin/post-comment/comment/11', homeFixture({ permissions: ['read_comment', 'update_comment', 'create_comment', 'delete_comment'] }));
    expect(await screen.findByTestId('comment-body', undefined, T)).toHaveTextContent('کفش چرم بهتر است؟');
    expect(screen.getAllByTestId('thread-item')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'راهنمای خرید کفش' })).toHaveAttribute('href', '/admin/post-comment/5');
    expect(screen.getByLabelText('نام')).toBeDisabled();
    expect(screen.getByLabelText('ایمیل')).toBeDisabled();
    fireEvent.change(screen.getByLabelText('متن دیدگاه'), { target: { value: 'متن ویراسته' } });
    fireEvent.click(screen.getByRole('button', { name: 'ذخیره' }));
    await waitFor(() => expect(fetch.find('PUT', '/api/admin/post-comments/11')).toHaveLength(1));
    expect(fetch.find('PUT', '/api/admin/post-comments/11')[0]!.body).toEqual({ body: 'متن ویراسته', status: 'pending' });
    fireEvent.change(screen.getByLabelText('پاسخ فروشگاه'), { target: { value: 'ممنون از شما' } });
    fireEvent.click(screen.getByRole('button', { name: 'ارسال پاسخ' }));
    await waitFor(() => expect(fetch.find('POST', '/api/admin/post-comments/11/reply')).toHaveLength(1));
    expect(screen.getByRole('button', { name: /حذف/ })).toBeInTheDocument();
  }, 60_000);

  it('a guest’s name and e-mail are editable; a reader sees the comment without edit, reply or delete', async () => {
    mockFetch({ 'GET /api/admin/post-comments/11': () => ({ data: detail() }) });
    const { unmount } = renderWithSession(postCommentRoutes, '/admin/post-comment/comment/11', homeFixture({ permissions: ['read_comment', 'update_comment'] }));
    expect(await screen.findByLabelText('نام', undefined, T)).not.toBeDisabled();
    expect(screen.getByLabelText('ایمیل')).not.toBeDisabled();
    expect(screen.queryByRole('button', { name: 'ارسال پاسخ' })).toBeNull();
    unmount();
    renderWithSession(postCommentRoutes, '/admin/post-comment/comment/11', homeFixture({ permissions: ['read_comment'] }));
    expect(await screen.findByTestId('comment-body', undefined, T)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ذخیره' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'ارسال پاسخ' })).toBeNull();
    expect(screen.queryByRole('button', { name: /حذف/ })).toBeNull();
    expect(screen.queryByLabelText('نام')).toBeNull();
  }, 60_000);
});
