import type { PresentedLink } from '@pishkhan/common/links';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { homeFixture, mockFetch, renderWithSession } from '../../test/utils';
import { LinkPicker } from './LinkPicker';

let last: PresentedLink | null | undefined;
function Harness({ initial }: { initial?: PresentedLink | null }) {
  const [v, setV] = useState<PresentedLink | null | undefined>(initial);
  return <LinkPicker label="لینک" value={v} onChange={(x) => { last = x; setV(x); }} />;
}
const at = (initial?: PresentedLink | null, permissions: string[] = []) =>
  renderWithSession([{ path: 'link', element: <Harness {...(initial !== undefined ? { initial } : {})} /> }], '/admin/link', homeFixture({ permissions }));
const choose = async (kind: string) => {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'لینک: نوع لینک' }, { timeout: 30_000 }));
  fireEvent.click(await screen.findByText(kind, { selector: '.ant-select-item-option-content' }));
};

describe('the link picker', () => {
  beforeAll(() => import('antd'), 60_000);

  it('takes a free address, left to right, and clears to no link', async () => {
    mockFetch({});
    at();
    await choose('نشانی دلخواه');
    const box = await screen.findByRole('textbox', { name: 'لینک' });
    expect(box).toHaveAttribute('dir', 'ltr');
    fireEvent.change(box, { target: { value: 'https://shop.example/sale' } });
    expect(last).toEqual({ url: 'https://shop.example/sale' });
    await choose('تماس با ما');
    expect(last).toEqual({ type: 'contact_us' });
    expect(screen.getByText('صفحه‌ی تماس با ما')).toBeInTheDocument();
  }, 30_000);

  it("names the chosen target, searches a readable type's rows, and never searches a type the admin may not read", async () => {
    const fetch = mockFetch({ 'GET /api/admin/links/search': ({ url }) => ({ data: url.searchParams.get('q') ? [{ id: 5, title: 'کفش ورزشی' }] : [] }) });
    at({ type: 'product', id: 7, title: 'گوشی نمونه' }, ['read_product']);
    expect(await screen.findByText('گوشی نمونه')).toBeInTheDocument();
    const target = await screen.findByRole('combobox', { name: 'لینک: مقصد' }, { timeout: 30_000 });
    fireEvent.change(target, { target: { value: 'کفش' } });
    fireEvent.mouseDown(target);
    fireEvent.click(await screen.findByText('کفش ورزشی', { selector: '.ant-select-item-option-content' }, { timeout: 5000 }));
    expect(last).toEqual({ type: 'product', id: 5, title: 'کفش ورزشی' });
    // Posts: not readable here — only their index page, and no search goes out.
    await choose('نوشته');
    expect(last).toEqual({ type: 'post' });
    const posts = await screen.findByRole('combobox', { name: 'لینک: مقصد' }, { timeout: 30_000 });
    fireEvent.mouseDown(posts);
    expect(await screen.findByText('فهرست نوشته‌ها', { selector: '.ant-select-item-option-content' })).toBeInTheDocument();
    expect(fetch.calls.filter((c) => c.url.searchParams.get('type') === 'post')).toHaveLength(0);
  }, 30_000);

  it('shows a target that is gone as a broken link', async () => {
    mockFetch({ 'GET /api/admin/links/search': () => ({ data: [] }) });
    at({ type: 'page', id: 4, title: null, broken: true }, ['read_page']);
    expect(await screen.findByText('لینک شکسته')).toBeInTheDocument();
  }, 30_000);
});
