import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { loginText } from '@pishkhan/common/i18n/fa/ui';

export const ARTIFACTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts');
export const base = () => inject('baseUrl');
export const adminPassword = () => inject('adminPassword');

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/**
 * Chromium for the journey file that calls this (launched before its tests, closed after them).
 * `newPage` opens a fresh context in Persian and Tehran time at `viewport`, or at the size it is given.
 */
export function journeyBrowser(viewport: { width: number; height: number } = { width: 1280, height: 800 }) {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());
  const newPage = async (width = viewport.width, height = viewport.height): Promise<Page> => {
    const context = await browser.newContext({ viewport: { width, height }, locale: 'fa-IR', timezoneId: 'Asia/Tehran' });
    return context.newPage();
  };
  return { newPage };
}

/** Fills the sign-in form the page shows and submits it. */
export async function submitLogin(page: Page, username: string, password: string) {
  await page.getByLabel(loginText.username).fill(username);
  await page.getByLabel(loginText.password).fill(password);
  await page.getByRole('button', { name: loginText.submit }).click();
}

/** Opens the sign-in page, signs in (the bootstrap admin by default) and waits for the dashboard. */
export async function signIn(page: Page, username = 'admin', password = adminPassword()) {
  await page.goto(`${base()}/admin/login`);
  await submitLogin(page, username, password);
  await page.waitForURL(`${base()}/admin`);
}

/** Waits until the toasts are gone and no table is loading, so a screenshot shows the settled page. */
export async function settle(page: Page) {
  await page.locator('.ant-message-notice').first().waitFor({ state: 'detached', timeout: 10_000 }).catch(() => undefined);
  await page.locator('.ant-spin-spinning, [aria-busy="true"]').first().waitFor({ state: 'detached', timeout: 10_000 }).catch(() => undefined);
  await page.waitForTimeout(300); // the fade-out of the loading veil
}

/**
 * The dialog just opened (antd Modal or Drawer), once its opening motion has ended, as a person sees it
 * before using it: on a loaded machine a click or a pick during the zoom could land while the box
 * still moved and be lost.
 */
export async function openedDialog(page: Page): Promise<Locator> {
  const dialog = page.getByRole('dialog');
  await dialog.last().waitFor();
  await page.waitForFunction((moving) => !document.querySelector(moving), DIALOG_MOVING);
  return dialog;
}
/** A modal or drawer (or a part of one) in its opening motion (rc-motion's appear/enter classes). */
const DIALOG_MOVING = ['.ant-modal-root', '.ant-drawer'].flatMap((r) => [`${r} [class*="-appear"]`, `${r} [class*="-enter"]`, `${r}[class*="-appear"]`, `${r}[class*="-enter"]`]).join(', ');

/** The open antd Select / TreeSelect dropdown. */
export const dropdown = (page: Page) => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').last();

/**
 * Picks an option of a single-choice antd Select or TreeSelect: clicks `option` in its open list, then
 * waits for the list to close, which is how the pick shows (a multiple choice keeps its list open). On a loaded machine the list can redraw between
 * the press and the release of a click (typing filters it), and that click selects nothing and
 * leaves the list open, as it would for a person: then it is clicked again, up to three times.
 */
export async function pickOption(page: Page, option: Locator) {
  for (let attempt = 1; ; attempt++) {
    await option.click();
    try {
      await dropdown(page).waitFor({ state: 'hidden', timeout: 3_000 });
      return;
    } catch (e) {
      if (attempt === 3 || !(await option.isVisible())) throw e;
    }
  }
}

/** Types `search` into a searchable select's box and picks the option `option` finds in its open list (`pickOption`). */
export async function searchAndPick(page: Page, box: Locator, search: string, option: (list: Locator) => Locator) {
  await box.click();
  await box.fill(search);
  await pickOption(page, option(dropdown(page)));
}

/** Saves a screenshot as a test artefact (e2e/artifacts/<name>.png). */
export async function shot(page: Page, name: string) {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: false });
}

/** Saves a screenshot of one element as a test artefact; with `media: 'print'` it is taken as the page prints. */
export async function shotOf(locator: Locator, name: string, media: 'screen' | 'print' = 'screen') {
  const page = locator.page();
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  if (media === 'print') await page.emulateMedia({ media: 'print' });
  try {
    await locator.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) });
  } finally {
    if (media === 'print') await page.emulateMedia({ media: null });
  }
}

/**
 * Counts the page's `window.print()` calls instead of opening the print dialog (from its next navigation on);
 * read the count with `printCount`. What would print is seen with `shotOf(…, 'print')`.
 */
export async function countPrints(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __pkPrints: number; print: () => void };
    w.__pkPrints = 0;
    w.print = () => {
      w.__pkPrints++;
    };
  });
}
export const printCount = (page: Page) => page.evaluate(() => (window as unknown as { __pkPrints?: number }).__pkPrints ?? 0);

/** The API as the bootstrap admin (for setting up a journey's data). */
export async function apiAs(username: string, password: string) {
  const r = await fetch(`${base()}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
  const token = (await r.json()).data.token as string;
  const call = async (method: string, url: string, body?: unknown) => {
    const res = await fetch(`${base()}${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, json: res.status === 204 ? null : await res.json() };
  };
  return { token, call };
}
