import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { menuLabels } from '@pishkhan/common/i18n/fa/menu';
import { adminPassword, base, journeyBrowser, settle, shot, submitLogin } from '../support/browser';

const { newPage } = journeyBrowser({ width: 1366, height: 768 });

/** Every Content-Security-Policy violation the page reports (events and console lines). */
async function watchCsp(page: Page) {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to (load|execute|apply)/i.test(m.text())) seen.push(m.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`Content Security Policy: ${e.violatedDirective} ${e.blockedURI}`));
  });
  return seen;
}

describe('the admin app under its Content-Security-Policy', () => {
  it('signs in and renders the busiest screens without a single CSP violation', async () => {
    const page = await newPage();
    const violations = await watchCsp(page);
    const first = await page.goto(`${base()}/admin/login`);
    const csp = first!.headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(first!.headers()['x-frame-options']).toBe('DENY');
    await submitLogin(page, 'admin', adminPassword());
    await page.waitForURL(`${base()}/admin`);
    await page.locator('.ant-layout-sider, .ant-drawer').first().getByText(menuLabels.dashboard!).waitFor();
    await settle(page);
    await shot(page, 'csp-01-dashboard');
    for (const [url, name] of [
      ['/admin/products', 'products'],
      ['/admin/products/create', 'product-form'],
      ['/admin/order', 'orders'],
      ['/admin/order/create', 'order-form'],
      ['/admin/shop', 'pos'],
      ['/admin/customers', 'customers'],
      ['/admin/settings/general', 'settings'],
    ] as const) {
      await page.goto(`${base()}${url}`);
      await page.locator('main, .ant-layout-content').first().waitFor();
      await settle(page);
      await shot(page, `csp-${name}`);
    }
    expect(violations).toEqual([]);
    await page.context().close();
  });

  it('the API document opens for a signed-in admin, under its own policy', async () => {
    const page = await newPage();
    const violations = await watchCsp(page);
    const anon = await page.goto(`${base()}/api/docs/json`);
    expect(anon!.status()).toBe(401);
    await page.goto(`${base()}/admin/login`);
    await submitLogin(page, 'admin', adminPassword());
    await page.waitForURL(`${base()}/admin`);
    await page.goto(`${base()}/api/docs/`);
    await page.locator('.swagger-ui .opblock').first().waitFor({ timeout: 30_000 });
    await shot(page, 'csp-api-docs');
    expect(violations).toEqual([]);
    await page.context().close();
  });
});
