import { describe, expect, it } from 'vitest';
import { htaccessLineErrors, redirectErrors, redirectLabels as L, redirectScreen as t } from '@pishkhan/common/i18n/fa/redirects';
import { base, journeyBrowser, settle, shot, signIn, openedDialog } from '../support/browser';

const { newPage } = journeyBrowser({ width: 1366, height: 768 });

describe('redirects journey', () => {
  it('adds rules, is refused a loop in Persian, tests a URL through the chain, imports after a preview, the storefront follows, and an older version is compared and restored', async () => {
    const page = await newPage();
    await signIn(page);
    await page.goto(`${base()}/admin/htaccess`);
    await page.getByRole('heading', { name: t.title }).waitFor();

    const add = async (source: string, target: string) => {
      await page.getByRole('button', { name: new RegExp(t.add) }).click();
      const dialog = await openedDialog(page);
      await dialog.getByLabel(L.fields.source).fill(source);
      await dialog.getByLabel(L.fields.target).fill(target);
      await dialog.getByRole('button', { name: t.save }).click();
      return dialog;
    };
    await (await add('/e2e-old', '/e2e-mid')).waitFor({ state: 'detached' });
    await page.getByText('/e2e-old', { exact: true }).waitFor();
    await (await add('/e2e-mid', '/e2e-new')).waitFor({ state: 'detached' });

    // A rule closing a loop is refused under its target, nothing saved.
    const loop = await add('/e2e-new', '/e2e-old');
    await loop.getByText(redirectErrors.loop('/e2e-new')).waitFor();
    await loop.getByRole('button', { name: t.cancel }).click();

    // The tester follows the chain.
    await page.getByRole('textbox', { name: t.tester }).fill('/e2e-old?x=1');
    await page.getByRole('button', { name: t.test }).click();
    const hops = page.getByRole('list', { name: t.tester });
    await hops.getByText(t.hop(2)).waitFor();
    expect(await hops.getByText('/e2e-new?x=1').count()).toBeGreaterThan(0);

    // Import: a preview with a per-line error, then only the valid line.
    await page.getByRole('button', { name: new RegExp(t.import.replace(/[.\u2066\u2069]/g, '.?')) }).click();
    const dialog = await openedDialog(page);
    await dialog.getByRole('textbox').fill('Redirect 301 /e2e-section /e2e-area\nnot a directive');
    await dialog.getByRole('button', { name: t.preview }).click();
    await dialog.getByText(htaccessLineErrors.unknownDirective('not')).waitFor();
    await shot(page, 'redirects-import-preview');
    await dialog.getByRole('button', { name: t.importConfirm(1) }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('/e2e-section', { exact: true }).waitFor();
    await settle(page);
    await shot(page, 'redirects');

    // The storefront's answer, from the chain.
    const res = await page.request.get(`${base()}/api/store/redirects/resolve?path=${encodeURIComponent('/e2e-section/a')}`);
    expect((await res.json()).data).toMatchObject({ status: 301, location: '/e2e-area/a' });
    const chained = await page.request.get(`${base()}/api/store/redirects/resolve?path=/e2e-old`);
    expect((await chained.json()).data).toMatchObject({ location: '/e2e-new', hops: 2 });

    // Versions, newest first: the import, then the rules as they were before it. Compared with now, that
    // older version lacks the imported rule; restoring it takes the rule away, here and in the storefront.
    await page.getByRole('button', { name: t.versions }).click();
    const versions = page.locator('.pk-redirect-versions > li');
    await versions.nth(1).waitFor();
    await expect.poll(() => versions.nth(0).textContent()).toContain(t.reasons.import);
    const before = versions.nth(1);
    await before.getByRole('button', { name: t.compare }).click();
    await before.getByText('/e2e-section', { exact: false }).first().waitFor();
    await shot(page, 'redirects-versions');
    await before.getByRole('button', { name: t.restore }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: t.restore }).click();
    await versions.first().waitFor({ state: 'detached' });
    await page.getByText('/e2e-section', { exact: true }).waitFor({ state: 'detached' });
    await page.getByRole('cell', { name: '/e2e-mid' }).first().waitFor();
    const resolved = async () => (await (await page.request.get(`${base()}/api/store/redirects/resolve?path=${encodeURIComponent('/e2e-section/a')}`)).json()).data.location;
    await expect.poll(resolved).toBeNull();
  });
});
