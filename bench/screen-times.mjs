// Menu-to-settled times of the busiest screens in Chromium, warm cache: signs in, opens every screen once
// (so its chunks are cached), then for each screen clicks its menu item (or, for an item page, the first
// link of its list) and waits until the screen settles: the address changed, no spinner, skeleton or
// busy table is left and no request is in flight. Prints the median of RUNS clicks per screen.
//
//   BASE=http://localhost:3000 USERNAME=admin PASSWORD=… node bench/screen-times.mjs
//
// Run it against a demo shop (`npm run seed:demo` with the same DATA_DIR) started with `npm start`.
import { chromium } from 'playwright-core';

const BASE = process.env.BASE ?? 'http://localhost:3000';
const USERNAME = process.env.USERNAME_ADMIN ?? process.env.USERNAME ?? 'admin';
const PASSWORD = process.env.PASSWORD ?? process.env.ADMIN_PASSWORD ?? '';
const RUNS = Number(process.env.RUNS ?? 5);
const TARGET_MS = 300;

/** from: where the click starts; link: the href clicked (a menu item or the first item link of a list). */
const SCREENS = [
  { name: 'dashboard', from: '/admin/order', link: '/admin', url: /\/admin$/ },
  { name: 'products', from: '/admin', link: '/admin/products', url: /\/admin\/products$/ },
  { name: 'product form', from: '/admin/products', link: /^\/admin\/products\/edit\/\d+$/, url: /\/admin\/products\/edit\/\d+$/ },
  { name: 'orders', from: '/admin', link: '/admin/order', url: /\/admin\/order$/ },
  { name: 'order page', from: '/admin/order', link: /^\/admin\/order\/\d+$/, url: /\/admin\/order\/\d+$/ },
  { name: 'customers', from: '/admin', link: '/admin/customers', url: /\/admin\/customers$/ },
  { name: 'customer page', from: '/admin/customers', link: /^\/admin\/customers\/show\/\d+$/, url: /\/admin\/customers\/show\/\d+$/ },
  { name: 'stock', from: '/admin', link: '/admin/store', url: /\/admin\/store$/ },
  { name: 'POS', from: '/admin', link: '/admin/shop', url: /\/admin\/shop$/ },
  { name: 'wallet transactions', from: '/admin', link: '/admin/transactions', url: /\/admin\/transactions$/ },
];

const settled = () => {
  const main = document.querySelector('#main');
  if (!main || !main.children.length) return false;
  if (document.querySelector('.pk-page-spinner, .ant-spin-spinning, .ant-skeleton, [aria-busy="true"]')) return false;
  const bar = document.querySelector('[data-inflight]');
  return !bar || bar.getAttribute('data-inflight') === '0';
};

async function main() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'fa-IR', timezoneId: 'Asia/Tehran' });
  const page = await context.newPage();
  await page.goto(`${BASE}/admin/login`);
  await page.locator('#login-username, input[autocomplete="username"]').first().fill(USERNAME);
  await page.locator('#login-password, input[autocomplete="current-password"]').first().fill(PASSWORD);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL(`${BASE}/admin`);

  const open = async (path) => {
    await page.goto(`${BASE}${path}`);
    await page.waitForFunction(settled, null, { polling: 'raf', timeout: 30_000 });
  };
  const linkOf = async (s) => {
    if (typeof s.link === 'string') {
      const menuLink = page.locator(`[data-testid="side-menu"] a[href="${s.link}"]`);
      // Closed groups render no items: open them one by one until the item shows (not timed).
      const closed = page.locator('[data-testid="side-menu"] li.ant-menu-submenu:not(.ant-menu-submenu-open) > .ant-menu-submenu-title');
      for (let n = await closed.count(); !(await menuLink.isVisible()) && n > 0; n--) {
        await closed.first().click();
        await page.waitForTimeout(350);
      }
      return menuLink;
    }
    const hrefs = await page.locator('#main a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    const href = hrefs.find((h) => h && s.link.test(h));
    if (!href) throw new Error(`no link for ${s.name}`);
    return page.locator(`#main a[href="${href}"]`).first();
  };

  const rows = [];
  for (const s of SCREENS) {
    const times = [];
    for (let i = 0; i <= RUNS; i++) {
      await open(s.from);
      const link = await linkOf(s);
      const t0 = Date.now();
      await link.click();
      await page.waitForURL(s.url);
      await page.waitForFunction(settled, null, { polling: 'raf', timeout: 30_000 });
      if (i > 0) times.push(Date.now() - t0); // the first click warms the cache
    }
    times.sort((a, b) => a - b);
    rows.push({ screen: s.name, median: times[Math.floor(times.length / 2)], min: times[0], max: times[times.length - 1] });
  }
  await browser.close();
  console.log(`menu-to-settled, warm cache, median of ${RUNS} clicks (target ≤ ${TARGET_MS} ms):`);
  for (const r of rows) console.log(`  ${r.screen.padEnd(22)} ${String(r.median).padStart(5)} ms  (min ${r.min}, max ${r.max})${r.median > TARGET_MS ? '  over target' : ''}`);
}

await main();
