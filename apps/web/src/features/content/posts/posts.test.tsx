import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { homeFixture, json, listResponse, mockFetch, renderWithSession } from '../../../test/utils';
import { postRoutes } from './post.routes';
import { snippetOf, truncate } from './snippet';
import { wordDiff } from './wordDiff';

const all = ['read', 'create', 'update', 'delete'].map((v) => `${v}_post`);
const post = (id: number, title: string, status: string, scheduled = false) => ({
  id,
  title,
  slug: `p-${id}`,
  status,
  scheduled,
  special: false,
  post_category_id: 1,
  post_category: { id: 1, name: 'وبلاگ' },
  author_id: 1,
  author: { id: 1, name: 'مدیر آزمایشی' },
  published_at: '2025-03-21T08:00:00Z',
  tags: [],
  product_ids: [],
  body: '<p>متن</p>',
  created_at: '2025-03-21T08:00:00Z',
  updated_at: '2025-03-21T08:00:00Z',
});

describe('the search-result snippet', () => {
  it('cuts the title at 60 and the description at 160 characters on a word, and makes the address from the Persian title', () => {
    const s = snippetOf({ title: 'راهنمای انتخاب کفش '.repeat(5), slug: '', description: 'کلمه '.repeat(60), host: 'shop.ir', path: 'blog' });
    expect(s.title.length).toBeLessThanOrEqual(61);
    expect(s.title.endsWith('…')).toBe(true);
    expect(s.description.length).toBeLessThanOrEqual(161);
    expect(s.url).toBe(`shop.ir › blog › ${'راهنمای-انتخاب-کفش-'.repeat(5).slice(0, -1)}`);
    expect(snippetOf({ title: 'کوتاه', slug: 'short', description: '', fallback: 'خلاصه', host: 'shop.ir', path: 'blog' })).toMatchObject({ title: 'کوتاه', url: 'shop.ir › blog › short', description: 'خلاصه' });
    expect(truncate('a'.repeat(70), 60)).toBe(`${'a'.repeat(60)}…`);
  });

  it('diffs two texts word by word', () => {
    expect(wordDiff('یک دو سه', 'یک سه چهار')).toEqual([
      { kind: 'same', text: 'یک' },
      { kind: 'removed', text: 'دو' },
      { kind: 'same', text: 'سه' },
      { kind: 'added', text: 'چهار' },
    ]);
  });
});

describe('the posts screens', () => {
  beforeAll(() => import('antd'), 60_000);

  it('lists posts with their Persian states: a published post still to come reads «زمان‌بندی‌شده»; bulk state change posts every id', async () => {
    const fetch = mockFetch({
      'GET /api/admin/posts': () => listResponse([post(1, 'نوشته‌ی آینده', 'published', true), post(2, 'نوشته‌ی پیش‌نویس', 'draft'), post(3, 'نوشته‌ی منتشر', 'published')]),
      'POST /api/admin/posts/bulk-set': () => json(200, { data: { changed: 2 } }),
    });
    renderWithSession(postRoutes, '/admin/posts', homeFixture({ permissions: all }));
    const future = await screen.findByText('نوشته‌ی آینده', undefined, { timeout: 15_000 });
    const rowOf = (el: HTMLElement) => el.closest('tr')!;
    expect(within(rowOf(future)).getByText('زمان‌بندی‌شده')).toBeInTheDocument();
    expect(within(rowOf(screen.getByText('نوشته‌ی پیش‌نویس'))).getByText('پیش‌نویس')).toBeInTheDocument();
    expect(within(rowOf(screen.getByText('نوشته‌ی منتشر'))).getByText('منتشرشده')).toBeInTheDocument();
    expect(within(rowOf(future)).getByText('وبلاگ')).toBeInTheDocument(); // the category by name
    expect(screen.getByRole('combobox', { name: 'وضعیت' })).toBeInTheDocument();

    fireEvent.click(within(rowOf(future)).getByRole('checkbox'));
    fireEvent.click(within(rowOf(screen.getByText('نوشته‌ی پیش‌نویس'))).getByRole('checkbox'));
    fireEvent.click(await screen.findByRole('button', { name: /تغییر وضعیت/ }));
    // The state filter's own options carry the same words: the bulk action's choice is outside the select.
    fireEvent.click((await screen.findAllByText('لغو انتشار', undefined, { timeout: 10_000 })).find((el) => !el.closest('select'))!);
    await waitFor(() => expect(fetch.find('POST', '/api/admin/posts/bulk-set')[0]?.body).toEqual({ ids: [1, 2], status: 'unpublished' }));
  }, 60_000);

  it('shows the search-result preview live from the form', async () => {
    mockFetch({ 'GET /api/admin/posts': () => listResponse([]), 'GET /api/admin/post-categories': () => listResponse([]) });
    renderWithSession(postRoutes, '/admin/posts/create', homeFixture({ permissions: all }));
    const title = await screen.findByLabelText('عنوان', undefined, { timeout: 15_000 });
    expect(screen.getByTestId('snippet-title')).toHaveTextContent('عنوان نوشته');
    fireEvent.change(title, { target: { value: 'راهنمای انتخاب کفش' } });
    await waitFor(() => expect(screen.getByTestId('snippet-title')).toHaveTextContent('راهنمای انتخاب کفش'));
    expect(screen.getByTestId('snippet-url')).toHaveTextContent('blog › راهنمای-انتخاب-کفش');
    fireEvent.change(screen.getByLabelText('توضیح متا'), { target: { value: 'بهترین کفش برای پیاده‌روی' } });
    await waitFor(() => expect(screen.getByTestId('snippet-description')).toHaveTextContent('بهترین کفش برای پیاده‌روی'));
  }, 60_000);
  it('a read-only admin (read_post only) opens a post without asking for lists they may not read: the category reads by its carried name, related products are left out', async () => {
    const fetch = mockFetch({
      'GET /api/admin/posts/5': () => ({ data: { ...post(5, 'نوشته‌ی خواندنی', 'published'), product_ids: [7, 8] } }),
      'GET /api/admin/posts': () => listResponse([]),
    });
    renderWithSession(postRoutes, '/admin/posts/edit/5', homeFixture({ permissions: ['read_post'] }));
    const category = await screen.findByLabelText('دسته‌بندی', undefined, { timeout: 15_000 });
    await waitFor(() => expect(category).toHaveValue('وبلاگ'));
    expect(category).toHaveAttribute('readonly');
    expect(screen.queryByLabelText('محصولات مرتبط')).not.toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 400));
    const asked = fetch.calls.map((c) => c.url.pathname);
    expect(asked).toContain('/api/admin/posts/5');
    expect(asked.filter((p) => p.startsWith('/api/admin/products') || p.startsWith('/api/admin/post-categories'))).toEqual([]);
  }, 60_000);
});
