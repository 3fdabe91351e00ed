import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { homeFixture, mockFetch, renderWithSession } from '../../test/utils';
import { draftReducer, lineRemovedBy, newDraft, type Draft } from './draft';
import type { ScanResult } from './shop.api';
import { scanResult } from './scan-result.fixtures';
import { shopRoutes } from './shop.routes';

const item = (over: Partial<ScanResult> = {}): ScanResult => scanResult({ barcode: '111', unit_price: 450000, list_price: 450000, discount_source: null, ...over });
const shirt = item();
const mug = item({ variant_id: 61, product_id: 6, title: 'ماگ سرامیکی', sku: 'MUG-1', barcode: '222', unit_price: 120000, list_price: 120000 });

const scanBox = () => screen.getByLabelText('بارکد یا کد کالا');
function scan(code: string) {
  fireEvent.change(scanBox(), { target: { value: code } });
  fireEvent.keyDown(scanBox(), { key: 'Enter', code: 'Enter' });
}
const lineTitles = () => [...document.querySelectorAll('.pk-pos-lines tbody tr[data-line]')].map((r) => (r.textContent?.includes('ماگ') ? 'mug' : 'shirt'));

async function counterWithTwoLines() {
  mockFetch({
    'GET /api/admin/shop/scan': (c: { url: URL }) => ({ data: [shirt, mug].find((i) => i.barcode === c.url.searchParams.get('code')) }),
  });
  renderWithSession(shopRoutes, '/admin/shop/create', homeFixture({ permissions: ['mini_order'], unit_label: 'تومان' }));
  await screen.findByLabelText('بارکد یا کد کالا');
  scan('111');
  await waitFor(() => expect(lineTitles()).toEqual(['shirt']));
  scan('222');
  await waitFor(() => expect(lineTitles()).toEqual(['shirt', 'mug']));
  // The mug (last scanned) is the chosen line; choose the shirt.
  fireEvent.keyDown(scanBox(), { key: 'ArrowUp' });
}

beforeEach(() => sessionStorage.clear());

describe('undo at the counter', () => {
  it('Delete in the empty scan box removes the line with a toast whose «بازگردانی» puts it back in its place', async () => {
    await counterWithTwoLines();
    fireEvent.keyDown(scanBox(), { key: 'Delete' });
    await waitFor(() => expect(lineTitles()).toEqual(['mug']));
    const undo = await screen.findByRole('button', { name: 'بازگردانی' });
    expect(screen.getByText('«پیراهن مردانه» از رسید حذف شد.')).toBeInTheDocument();
    // Keyboard reachable: a real button, focused and pressed with Enter.
    undo.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(lineTitles()).toEqual(['shirt', 'mug']));
    // Only once: Ctrl+Z afterwards has nothing left to put back.
    fireEvent.keyDown(scanBox(), { key: 'z', code: 'KeyZ', ctrlKey: true });
    expect(lineTitles()).toEqual(['shirt', 'mug']);
  });

  it('Ctrl+Z puts back a line taken away by − on a single item (any keyboard layout)', async () => {
    await counterWithTwoLines();
    fireEvent.keyDown(scanBox(), { key: '-' });
    await waitFor(() => expect(lineTitles()).toEqual(['mug']));
    await screen.findByRole('button', { name: 'بازگردانی' });
    fireEvent.keyDown(scanBox(), { key: 'ظ', code: 'KeyZ', ctrlKey: true }); // Ctrl+Z on a Persian layout
    await waitFor(() => expect(lineTitles()).toEqual(['shirt', 'mug']));
    expect(within(document.querySelector('.pk-pos-lines tbody tr[data-line]') as HTMLElement).getByLabelText('تعداد پیراهن مردانه')).toHaveValue('1');
  });

  it('clearing the receipt offers it back', async () => {
    await counterWithTwoLines();
    await userEvent.click(screen.getByRole('button', { name: /رسید تازه/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /پاک کردن رسید/ }));
    await waitFor(() => expect(lineTitles()).toEqual([]));
    expect(screen.getByText('رسید پاک شد.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'بازگردانی' }));
    await waitFor(() => expect(lineTitles()).toEqual(['shirt', 'mug']));
  });

  it('every line-removing action is detected and undone by the reducer', () => {
    let d: Draft = draftReducer(newDraft(), { type: 'add', item: shirt });
    d = draftReducer(d, { type: 'add', item: mug });
    d = draftReducer(d, { type: 'select', key: d.lines[0]!.key });
    expect(lineRemovedBy(d, { type: 'remove' })?.index).toBe(0);
    expect(lineRemovedBy(d, { type: 'bump', delta: -1 })?.line.item.title).toBe('پیراهن مردانه');
    expect(lineRemovedBy(d, { type: 'bump', delta: 1 })).toBeNull();
    const bumped = draftReducer(d, { type: 'bump', delta: 1 });
    expect(lineRemovedBy(bumped, { type: 'bump', delta: -1 })).toBeNull(); // 2 → 1 keeps the line
    const gone = lineRemovedBy(d, { type: 'remove' })!;
    const after = draftReducer(d, { type: 'remove' });
    expect(draftReducer(after, { type: 'restoreLine', ...gone }).lines.map((l) => l.item.title)).toEqual(['پیراهن مردانه', 'ماگ سرامیکی']);
  });
});
