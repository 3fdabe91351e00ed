import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminPassword, apiAs, base, journeyBrowser, settle, shot, signIn } from '../support/browser';
import { orderScene } from '../support/scene';

const { newPage } = journeyBrowser({ width: 1366, height: 768 });
// axe-core from node_modules (pinned in package.json), evaluated in the page: nothing is downloaded, and
// the admin's Content-Security-Policy (no inline scripts) stays on while it is checked.
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeResult {
  violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[];
}

/** The serious and critical axe violations of the page as it is now, one line each. */
async function axeProblems(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const r = await page.evaluate(() => (window as unknown as { axe: { run: (c: Document, o: object) => Promise<AxeResult> } }).axe.run(document, { resultTypes: ['violations'] }));
  return r.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}) ×${v.nodes.length}: ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

describe('accessibility of the main screens', () => {
  it('has no serious or critical axe violations and one h1 on login, dashboard, products, an order, the POS and a customer', async () => {
    const { call } = await apiAs('admin', adminPassword());
    const { variantId, customerId: cid, addressId, methodId } = await orderScene(call, {
      category: 'دسته آزمون دسترسی',
      method: 'پست آزمون دسترسی',
      product: 'کفش آزمون دسترسی',
      sku: 'E2E-A11Y-1',
      price: 950000,
      stock: 4,
      customer: { first_name: 'نگار', last_name: 'دسترس‌پذیر' },
      address: 'خیابان آزادی، پلاک ۳',
      postalCode: '1316943112',
    });
    // An edit, so the dashboard's recent activity shows a change with its before and after values.
    expect((await call('PATCH', `/api/admin/customers/${cid}`, { last_name: 'دسترس‌پذیرتر' })).status).toBe(200);
    const order = await call('POST', '/api/admin/orders', {
      customer_id: cid,
      address_id: addressId,
      shipping_method_id: methodId,
      items: [{ variant_id: variantId, quantity: 1 }],
      payment: { method: 'cash' },
    });
    expect(order.status, JSON.stringify(order.json)).toBe(201);

    const page = await newPage();
    const problems: Record<string, string[]> = {};
    const check = async (name: string) => {
      await settle(page);
      problems[name] = await axeProblems(page);
      const h1 = await page.locator('h1').count();
      if (h1 !== 1) problems[name]!.push(`${h1} h1 headings (one expected: the screen's title)`);
      await shot(page, `a11y-${name}`);
    };

    await page.goto(`${base()}/admin/login`);
    await page.locator('#login-username').waitFor();
    await check('login');
    await signIn(page);
    await page.locator('[data-testid="activity-item"], .ant-empty').first().waitFor();
    await check('dashboard');
    for (const [name, path, ready] of [
      ['products', '/admin/products', 'کفش آزمون دسترسی'],
      ['order', `/admin/order/${order.json.data.id}`, 'کفش آزمون دسترسی'],
      ['pos', '/admin/shop', null],
      ['customer', `/admin/customers/show/${cid}`, 'دسترس‌پذیر'],
    ] as const) {
      await page.goto(`${base()}${path}`);
      await page.locator('h1').first().waitFor();
      if (ready) await page.getByText(ready).first().waitFor();
      await check(name);
    }
    expect(problems).toEqual({ login: [], dashboard: [], products: [], order: [], pos: [], customer: [] });
  });
});
