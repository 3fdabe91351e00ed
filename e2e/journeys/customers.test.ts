import { describe, expect, it, onTestFailed } from 'vitest';
import type { Page } from 'playwright-core';
import { peopleLabels, walletTransactionTypeLabels, withdrawStatusLabels } from '@pishkhan/common/i18n/fa/people-labels';
import { customerFormText, customerListText, customerShowText, transactionText, walletText, withdrawText } from '@pishkhan/common/i18n/fa/people-screens';
import { crudText } from '@pishkhan/common/i18n/fa/ui';
import { adminPassword, apiAs, base, journeyBrowser, settle, shot, signIn, openedDialog, searchAndPick } from '../support/browser';

const { newPage } = journeyBrowser({ width: 1280, height: 860 });

/** Opens the Select labelled `label` inside `scope`, types `search` and picks the option titled `option`. */
const pick = (page: Page, label: string, search: string, option: string) =>
  searchAndPick(page, page.getByRole('dialog').getByLabel(label, { exact: true }), search, (list) => list.locator(`.ant-select-item-option[title="${option}"]`));

const C = peopleLabels.customer;
const A = peopleLabels.address;
const FIRST = 'مهسا';
const LAST = 'کاظمی آزمون';
const FULL = `${FIRST} ${LAST}`;
const TRACKING = 'BANK-778899';

describe('customers and wallet journeys', () => {
  it('create a customer, add an address, credit the wallet, request a withdrawal, pay it and see the ledger', async () => {
    const page = await newPage();
    onTestFailed(() => shot(page, 'customers-failure'));
    await signIn(page);

    // 1. Create the customer in the form (Persian digits, Jalali birth date, bank names shown live).
    await page.goto(`${base()}/admin/customers`);
    await page.getByRole('link', { name: customerListText.create }).click();
    await page.waitForURL(/\/admin\/customers\/create/);
    await page.getByLabel(C.first_name, { exact: true }).fill(FIRST);
    await page.getByLabel(C.last_name, { exact: true }).fill(LAST);
    await page.getByLabel(C.mobile, { exact: true }).fill('0912');
    await page.getByLabel(C.national_code, { exact: true }).fill('1234567890');
    await page.getByLabel(C.sheba, { exact: true }).fill('IR120170000000123456789012');
    await page.getByRole('button', { name: crudText.save }).click();
    await page.getByText('کد ملی معتبر نیست؛ رقم‌های آن را دوباره بررسی کنید').waitFor();
    await page.getByText('شماره شبا معتبر نیست؛ رقم‌های شبا را دوباره بررسی کنید').waitFor();
    await shot(page, 'customers-01-form-errors');

    await page.getByLabel(C.mobile, { exact: true }).fill('۰۹۱۳۵۵۵۱۲۳۴');
    await page.getByLabel(C.national_code, { exact: true }).fill('۰۴۹۹۳۷۰۸۹۹');
    await page.getByLabel(C.card_number, { exact: true }).fill('6219-8610-3452-9007');
    await page.getByLabel(C.sheba, { exact: true }).fill('IR82 0540 1026 8002 0817 9090 02');
    await page.getByTestId('sheba-bank').getByText('بانک پارسیان').waitFor();
    await page.getByTestId('card_number-bank').getByText('بانک سامان').waitFor();
    const birth = page.getByLabel(C.birth_date, { exact: true });
    await birth.click();
    await birth.fill('1369/02/11');
    await birth.press('Tab');
    await shot(page, 'customers-02-form-valid');
    await page.getByRole('button', { name: crudText.save }).click();
    await page.waitForURL(/\/admin\/customers(\?.*)?$/);
    await page.getByRole('link', { name: FULL }).waitFor();
    await settle(page);
    await shot(page, 'customers-03-list');

    // The list finds her by mobile typed with Persian digits.
    await page.goto(`${base()}/admin/customers?q=${encodeURIComponent('۵۵۵۱۲۳۴')}`);
    await page.getByRole('link', { name: FULL }).waitFor();
    expect(await page.locator('.ant-table-row').count()).toBe(1);

    // 2. The customer page: profile and an address.
    await page.getByRole('link', { name: FULL }).click();
    await page.waitForURL(/\/admin\/customers\/show\/\d+/);
    const customerId = Number(/show\/(\d+)/.exec(page.url())![1]);
    await page.getByText(customerShowText.title(FULL)).waitFor();
    await page.getByText('۱۳۶۹/۰۲/۱۱').waitFor();
    await page.getByRole('button', { name: customerShowText.addAddress }).click();
    const dialog = await openedDialog(page);
    await pick(page, A.province_id, 'اصفهان', 'اصفهان');
    await pick(page, A.city_id, 'کاشان', 'کاشان');
    await dialog.getByLabel(A.address, { exact: true }).fill('خیابان امیرکبیر، کوچهٔ ۱۲، پلاک ۵');
    await dialog.getByLabel(A.postal_code, { exact: true }).fill('۸۷۱۳۷۶۵۴۳۲');
    await dialog.getByLabel(A.first_name, { exact: true }).fill(FIRST);
    await dialog.getByLabel(A.last_name, { exact: true }).fill(LAST);
    await dialog.getByLabel(A.mobile, { exact: true }).fill('09135551234');
    await dialog.getByLabel(A.latitude, { exact: true }).fill('33.9850');
    await dialog.getByLabel(A.longitude, { exact: true }).fill('51.4100');
    await shot(page, 'customers-04-address-modal');
    await dialog.getByRole('button', { name: crudText.save }).click();
    await page.getByTestId('addresses-card').getByText('خیابان امیرکبیر، کوچهٔ ۱۲، پلاک ۵').waitFor();

    // 3. Credit the wallet (1,500,000) through the modal.
    await page.getByRole('button', { name: customerShowText.credit }).click();
    const credit = await openedDialog(page);
    await credit.getByLabel(peopleLabels.wallet.amount).fill('۱۵۰۰۰۰۰');
    await credit.getByLabel(peopleLabels.wallet.reason).fill('جبران تأخیر ارسال سفارش');
    await shot(page, 'customers-05-credit-modal');
    await credit.getByRole('button', { name: walletText.submitCredit }).dblclick();
    await page.getByText(walletText.done).first().waitFor();
    const wallet = page.getByTestId('wallet-card');
    await expect.poll(() => wallet.getByTestId('wallet-balance').textContent()).toContain('۱,۵۰۰,۰۰۰');

    // 4. Request a withdrawal of 400,000 on her behalf.
    await page.getByRole('button', { name: customerShowText.requestWithdraw }).click();
    const request = await openedDialog(page);
    await request.getByLabel(peopleLabels.withdraw.amount).fill('400000');
    await request.getByRole('button', { name: withdrawText.submitCreate }).click();
    await page.getByText(withdrawText.created).first().waitFor();
    await expect.poll(() => wallet.getByTestId('wallet-balance').textContent()).toContain('۱,۱۰۰,۰۰۰');
    await page.getByTestId('transactions-card').getByText(walletTransactionTypeLabels.withdraw_request, { exact: true }).waitFor();
    await settle(page);
    await shot(page, 'customers-06-customer-page');

    // The double click applied the credit once.
    const { call } = await apiAs('admin', adminPassword());
    const ledger = await call('GET', `/api/admin/transactions?customer_id=${customerId}`);
    expect(ledger.json.data.map((t: { type: string }) => t.type).sort()).toEqual(['admin_credit', 'withdraw_request']);

    // 5. Withdrawals: the pending request is paid with the bank's tracking code.
    await page.goto(`${base()}/admin/withdraws?status=pending`);
    const row = page.getByRole('row', { name: new RegExp(FULL) });
    await row.waitFor();
    await row.getByText('بانک پارسیان').waitFor();
    await shot(page, 'customers-07-withdraws-pending');
    await row.getByRole('button', { name: withdrawText.pay }).click();
    const pay = await openedDialog(page);
    await pay.getByRole('button', { name: withdrawText.paySubmit }).click();
    await pay.getByText(`${peopleLabels.withdraw.tracking_code} الزامی است`).waitFor();
    await pay.getByLabel(peopleLabels.withdraw.tracking_code).fill(TRACKING);
    await pay.getByRole('button', { name: withdrawText.paySubmit }).click();
    await page.getByText(withdrawText.paid).first().waitFor();
    await page.getByRole('tab', { name: new RegExp(withdrawStatusLabels.paid) }).click();
    await page.getByRole('row', { name: new RegExp(FULL) }).getByText(TRACKING).waitFor();
    await settle(page);
    await shot(page, 'customers-08-withdraws-paid');

    // 6. The ledger: both movements, signed, with totals of the filtered rows.
    await page.goto(`${base()}/admin/transactions?customer_id=${customerId}`);
    await page.getByText('جبران تأخیر ارسال سفارش').waitFor();
    const totals = page.getByTestId('transaction-totals');
    await totals.getByText(transactionText.totalCredits).waitFor();
    expect(await totals.locator('[data-testid="signed-amount"]').first().textContent()).toBe('+۱,۵۰۰,۰۰۰ تومان');
    expect(await page.locator('.ant-table-row').count()).toBe(2);
    // the customer picker shows her name for the id in the URL
    await page.locator('.pk-toolbar').getByText(new RegExp(FULL)).waitFor();
    await settle(page);
    await shot(page, 'customers-09-transactions');
    await page.context().close();
  });

  it('the customer page on a phone', async () => {
    const { call } = await apiAs('admin', adminPassword());
    const list = await call('GET', `/api/admin/customers?q=${encodeURIComponent(LAST)}`);
    const id = list.json.data[0].id as number;
    const page = await newPage(390, 844);
    await signIn(page);
    await page.goto(`${base()}/admin/customers/show/${id}`);
    await page.getByText(customerShowText.title(FULL)).waitFor();
    await page.getByTestId('wallet-card').scrollIntoViewIfNeeded();
    await shot(page, 'customers-10-phone-wallet');
    await page.goto(`${base()}/admin/customers/edit/${id}`);
    await page.getByTestId('sheba-bank').waitFor();
    await page.getByText(customerFormText.bank).scrollIntoViewIfNeeded();
    await shot(page, 'customers-11-phone-form');
    await page.context().close();
  });
});
