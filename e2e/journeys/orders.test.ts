import { describe, expect, it } from 'vitest';
import { orderReturnStatusLabels, orderStatusLabels, paymentMethodLabels } from '@pishkhan/common/i18n/fa/order-labels';
import { orderCreateText, orderListText, orderReturnText, orderShowText } from '@pishkhan/common/i18n/fa/order-screens';
import { formatMoney } from '@pishkhan/common/text';
import { moneyInWords } from '@pishkhan/common/words';
import { adminPassword, apiAs, base, journeyBrowser, shot, signIn, openedDialog, searchAndPick } from '../support/browser';
import { orderScene } from '../support/scene';

const { newPage } = journeyBrowser({ width: 1366, height: 900 });

const PRODUCT = 'کفش کوهنوردی آزمون سفارش';
const METHOD = 'پیک آزمون سفارش';
const FIRST = 'نیلوفر';
const LAST = 'سفارشی آزمون';
const MOBILE = '09127770011';

describe('orders journey', () => {
  it('a clerk places a manual order by barcode, the bell of another admin rings live, cancels it (restock + refund) and prints the invoice', async () => {
    const { call } = await apiAs('admin', adminPassword());
    const { barcode, customerId: cid } = await orderScene(call, {
      category: 'دسته آزمون سفارش',
      method: METHOD,
      shippingPrice: 40000,
      product: PRODUCT,
      sku: 'E2E-ORD-1',
      price: 1200000,
      stock: 3,
      customer: { first_name: FIRST, last_name: LAST, mobile: MOBILE },
      address: 'خیابان انقلاب، کوچه آزمون، پلاک ۷',
      postalCode: '1316943111',
      walletCredit: 5000000,
    });

    // Another admin watches the orders list: the new order must ring their bell without a reload.
    const watcher = await newPage();
    await signIn(watcher);
    await watcher.goto(`${base()}/admin/order`);
    await watcher.getByRole('heading', { name: orderListText.title }).first().waitFor();

    // The clerk places the order: customer, address, a scanned barcode, quantity 2, shipping, wallet.
    const page = await newPage();
    await signIn(page);
    await page.goto(`${base()}/admin/order/create`);
    const customerBox = page.getByLabel(orderCreateText.customer, { exact: true });
    await searchAndPick(page, customerBox, LAST, (list) => list.locator('.ant-select-item-option').filter({ hasText: FIRST }).first());
    await page.getByText('خیابان انقلاب، کوچه آزمون').click();
    const scan = page.getByPlaceholder(orderCreateText.barcodePlaceholder);
    await scan.fill(barcode.replace(/\d/g, (d: string) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!));
    await scan.press('Enter');
    await page.getByTestId(/^line-/).first().waitFor();
    await page.getByLabel(/^تعداد /).first().fill('2');
    await page.getByRole('radio', { name: new RegExp(METHOD) }).check();
    // No payment method is pre-selected: the clerk picks the wallet.
    const wallet = page.getByRole('radio', { name: paymentMethodLabels.wallet, exact: true });
    expect(await wallet.isChecked()).toBe(false);
    await page.getByTestId('create-summary').getByText(paymentMethodLabels.wallet, { exact: true }).click();
    expect(await wallet.isChecked()).toBe(true);
    const total = formatMoney(2 * 1200000 + 40000);
    await expect.poll(() => page.getByTestId('preview-total').textContent(), { timeout: 15_000 }).toContain(total.split(' ')[0]);
    await shot(page, '40-order-create');
    await page.getByRole('button', { name: orderCreateText.submit }).last().click();
    await page.waitForURL(/\/admin\/order\/\d+$/);
    const orderId = Number(page.url().split('/').pop());
    await page.getByText(orderStatusLabels.new).first().waitFor();
    await page.getByText(orderShowText.timeline).waitFor();
    await shot(page, '41-order-detail');

    const after = (await call('GET', `/api/admin/orders/${orderId}`)).json.data;
    expect(after).toMatchObject({ status: 'new', total_amount: 2440000, paid_amount: 2440000, customer: { wallet: { balance: 5000000 - 2440000 } } });

    // The watcher's bell: the pop-up and the count arrived live.
    await watcher.locator('.ant-notification-notice').filter({ hasText: 'سفارش' }).first().waitFor({ timeout: 15_000 });
    // ... and the open list shows the new order without a reload.
    await watcher.getByRole('row', { name: new RegExp(LAST) }).first().waitFor({ timeout: 15_000 });
    await shot(watcher, '42-order-bell-live');

    // Cancel: the dialog says what will happen; stock and wallet come back.
    await page.getByRole('button', { name: orderShowText.changeStatus }).click();
    await page.getByRole('menuitem', { name: orderStatusLabels.canceled }).click();
    const dialog = await openedDialog(page);
    await dialog.getByText(orderShowText.effectRestock).waitFor();
    await page.waitForTimeout(500); // the dialog's opening motion and the menu's closing one
    await shot(page, '43-order-cancel-dialog');
    await dialog.getByRole('button', { name: orderShowText.statusOk }).click();
    await page.locator('.ant-modal').waitFor({ state: 'detached' });
    await page.getByText(orderStatusLabels.canceled).first().waitFor();
    const canceled = (await call('GET', `/api/admin/orders/${orderId}`)).json.data;
    expect(canceled).toMatchObject({ status: 'canceled', paid_amount: 0, customer: { wallet: { balance: 5000000 } } });
    const back = (await call('GET', `/api/admin/orders/variants?barcode=${barcode}`)).json.data as { stock: number }[];
    expect(back[0]!.stock).toBe(3);

    // The invoice prints with the total in words and the label's barcode.
    await page.goto(`${base()}/admin/print-orders?ids=${orderId}`);
    await page.getByTestId('invoice').first().waitFor();
    await page.getByText(moneyInWords(2440000, 'تومان').replace(/ تومان$/, ''), { exact: false }).first().waitFor();
    expect(await page.getByRole('img', { name: String(orderId) }).count()).toBeGreaterThan(0);
    await shot(page, '44-order-invoice');
  });

  it('ships two orders at once with their postal tracking codes, then takes part of one back to the wallet', async () => {
    const { call } = await apiAs('admin', adminPassword());
    const { variantId: variant, customerId: cid, addressId, methodId } = await orderScene(call, {
      category: 'دسته آزمون مرجوعی',
      method: 'پیک آزمون مرجوعی',
      minimumDelay: 0,
      product: 'کوله آزمون مرجوعی',
      sku: 'E2E-RET-1',
      price: 500000,
      stock: 10,
      customer: { first_name: 'پرستو', last_name: 'مرجوعی آزمون' },
      address: 'خیابان آزادی، پلاک ۹',
      postalCode: '1316943112',
      walletCredit: 3000000,
    });
    const place = async (quantity: number) => {
      const r = await call('POST', '/api/admin/orders', {
        customer_id: cid,
        address_id: addressId,
        shipping_method_id: methodId,
        items: [{ variant_id: variant, quantity }],
        payment: { method: 'wallet' },
      });
      expect(r.status, JSON.stringify(r.json)).toBe(201);
      return r.json.data as { id: number; items: { id: number }[] };
    };
    const a = await place(2);
    const b = await place(1);

    // Bulk ship from the list, a tracking code per order (Persian digits, as a scanner or a clerk types them).
    const page = await newPage();
    await signIn(page);
    await page.goto(`${base()}/admin/order?customer_id=${cid}`);
    await page.getByRole('row', { name: new RegExp('مرجوعی آزمون') }).first().waitFor();
    await page.locator('.ant-table-thead .ant-checkbox-input').first().check();
    const bar = page.getByTestId('bulk-bar');
    await bar.getByRole('button', { name: orderListText.bulkStatus }).click();
    await page.getByRole('menuitem', { name: orderStatusLabels.delivered }).click();
    const ship = await openedDialog(page);
    await ship.getByLabel(orderListText.bulkShipCode(toFa(a.id))).fill('۱۲۳۴۵۶۷۸۹۰۱۲۳۴۵۶۷۸۹۱');
    await ship.getByLabel(orderListText.bulkShipCode(toFa(b.id))).fill('12345678901234567892');
    await page.waitForTimeout(400);
    await shot(page, '45-order-bulk-ship');
    await ship.getByRole('button', { name: orderListText.bulkShipOk }).click();
    await page.locator('.ant-modal').waitFor({ state: 'detached' });
    await page.getByText('12345678901234567891').first().waitFor({ timeout: 15_000 });
    const shippedA = (await call('GET', `/api/admin/orders/${a.id}`)).json.data;
    const shippedB = (await call('GET', `/api/admin/orders/${b.id}`)).json.data;
    expect(shippedA).toMatchObject({ status: 'delivered', post_tracking_code: '12345678901234567891' });
    expect(shippedB).toMatchObject({ status: 'delivered', post_tracking_code: '12345678901234567892' });
    const balanceBefore = shippedA.customer.wallet.balance as number;

    // One of the two backpacks of the first order comes back: requested, then taken back to the wallet.
    await page.goto(`${base()}/admin/order/${a.id}`);
    await page.getByRole('button', { name: orderReturnText.request }).click();
    const req = await openedDialog(page);
    await req.getByLabel(orderReturnText.quantityOf('کوله آزمون مرجوعی')).fill('1');
    await req.getByTestId('return-value').filter({ hasText: formatMoney(500000).split(' ')[0] }).waitFor();
    await shot(page, '46-order-return-request');
    await req.getByRole('button', { name: orderReturnText.requestOk }).click();
    await page.locator('.ant-modal').waitFor({ state: 'detached' });
    const returns = page.getByTestId('returns-card');
    await returns.getByText(orderReturnStatusLabels.requested).waitFor();
    await returns.getByRole('button', { name: orderReturnText.complete }).click();
    const done = await openedDialog(page);
    await done.getByText(paymentMethodLabels.wallet, { exact: true }).click();
    await done.getByRole('button', { name: orderReturnText.completeOk }).click();
    await page.locator('.ant-modal').waitFor({ state: 'detached' });
    await returns.getByText(orderReturnStatusLabels.returned).waitFor();
    await shot(page, '47-order-returned');
    const after = (await call('GET', `/api/admin/orders/${a.id}`)).json.data;
    expect(after).toMatchObject({ returned_amount: 500000, customer: { wallet: { balance: balanceBefore + 500000 } } });
    expect(after.items[0]).toMatchObject({ quantity: 2, returned_quantity: 1 });
    const stock = ((await call('GET', `/api/admin/orders/variants?q=${encodeURIComponent('کوله آزمون مرجوعی')}`)).json.data as { stock: number }[])[0]!.stock;
    expect(stock).toBe(10 - 3 + 1);

    // The customer's page counts both orders, less the returned backpack.
    await page.goto(`${base()}/admin/customers/show/${cid}`);
    const card = page.getByTestId('orders-card');
    await card.getByTestId('purchases-count').filter({ hasText: '۲' }).waitFor();
    const total = after.total_amount - 500000 + shippedB.total_amount;
    await card.getByTestId('purchases-total').filter({ hasText: formatMoney(total).split(' ')[0] }).waitFor();
    await shot(page, '48-customer-purchases');
  });
});

const toFa = (n: number) => String(n).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);
