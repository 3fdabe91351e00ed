import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cleanPastedHtml } from './cleanPastedHtml';

const fixture = (name: string) => fs.readFileSync(path.join(__dirname, 'fixtures', name), 'utf8');
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html').body;
const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
/** No dressing left anywhere: no style, class, lang, font, span, Office markup, comment. */
function expectNoJunk(html: string) {
  expect(html).not.toMatch(/style=|class=|lang=|<span|<font|<o:p|<v:|<w:|mso-|<!--|<!\[|<meta|<style|<xml|font-family|file:/i);
}

describe('cleanPastedHtml', () => {
  it('turns a Word clipboard into clean HTML: real nested lists, headings, marks, tables, links; no Office junk', () => {
    const html = cleanPastedHtml(fixture('word-clipboard.html'));
    expectNoJunk(html);
    const body = parse(html);

    // Heading 1 becomes the editor's top heading level.
    expect(text(body.querySelector('h2'))).toBe('راهنمای خرید از فروشگاه');
    expect(body.querySelector('h2')?.getAttribute('dir')).toBe('rtl');

    // The paragraph keeps its marks and its mixed Persian/English run, in order.
    const first = body.querySelector('p')!;
    expect(text(first)).toBe('برای خرید از Pishkhan Shop کافی است ثبت‌نام کنید و سفارش خود را تا ۳۰ آذر ۱۴۰۳ ثبت کنید.');
    expect(first.querySelector('strong')?.textContent).toBe('ثبت‌نام');
    expect(first.querySelector('em')?.textContent).toBe('۳۰ آذر ۱۴۰۳');

    // The bulleted list (levels 1, 2, 2, 1) is a <ul> with a nested <ul>, the bullets typed by Word gone.
    const ul = body.querySelector(':scope > ul')!;
    expect(ul).not.toBeNull();
    expect([...ul.children].map((li) => text(li.querySelector(':scope > p')))).toEqual(['ارسال رایگان برای خریدهای بالای ۵۰۰ هزار تومان', 'پرداخت در محل در تهران']);
    const nested = ul.querySelector(':scope > li > ul')!;
    expect([...nested.children].map(text)).toEqual(['تهران: یک روز کاری', 'شهرستان‌ها: سه روز کاری']);
    expect(html).not.toMatch(/·|>o</);

    // The numbered list is an <ol> without the typed «1.» «2.».
    const ol = body.querySelector(':scope > ol')!;
    expect([...ol.children].map(text)).toEqual(['درخواست را در حساب کاربری ثبت کنید', 'کالا را با کد رهگیری TR-1403 بفرستید']);
    // No list paragraph stayed a paragraph; the blank Word line is gone.
    expect([...body.querySelectorAll(':scope > p')].map(text)).toEqual([
      'برای خرید از Pishkhan Shop کافی است ثبت‌نام کنید و سفارش خود را تا ۳۰ آذر ۱۴۰۳ ثبت کنید.',
      'مراحل مرجوعی:',
      'برای اطلاعات بیشتر راهنما را ببینید.',
    ]);

    // The table keeps its cells, not Word's widths and borders.
    const cells = [...body.querySelectorAll('table td')].map(text);
    expect(cells).toEqual(['شهر', 'هزینه', 'تهران', '۴۵٬۰۰۰ تومان']);
    expect(body.querySelector('table td strong')?.textContent).toBe('شهر');
    expect(body.querySelector('td')?.getAttribute('width')).toBeNull();

    // The link keeps its address; the local clipboard image (file:) cannot be uploaded and is dropped.
    expect(body.querySelector('a')?.getAttribute('href')).toBe('https://example.com/help');
    expect(body.querySelector('img')).toBeNull();
  });

  it('turns a Google Docs clipboard into clean HTML: marks from styles, nested lists, the real link target, the table', () => {
    const html = cleanPastedHtml(fixture('google-docs-clipboard.html'));
    expectNoJunk(html);
    expect(html).not.toMatch(/docs-internal-guid|role=|aria-level|<b\b|<colgroup|<col\b|<div/);
    const body = parse(html);

    expect(text(body.querySelector('h2'))).toBe('شرایط ارسال');
    const p = body.querySelector(':scope > p')!;
    expect(p.getAttribute('dir')).toBe('rtl');
    expect(text(p)).toBe('سفارش‌ها با پست پیشتاز و Tipax در ۲۴ ساعت ارسال می‌شوند.');
    // Normal-weight spans are plain text; bold/italic/underline spans become marks.
    expect([...p.querySelectorAll('strong')].map((e) => e.textContent)).toEqual(['پست پیشتاز']);
    expect(p.querySelector('em')?.textContent).toBe('Tipax');
    expect(text(p.querySelector('u'))).toBe('در ۲۴ ساعت');

    // The nested list Google puts beside its item moves into that item.
    const ul = body.querySelector(':scope > ul')!;
    expect(ul.children).toHaveLength(2);
    expect(text(ul.children[0]!.querySelector(':scope > p'))).toBe('بسته‌بندی ضد ضربه');
    expect(text(ul.children[0]!.querySelector(':scope > ul'))).toBe('برای کالای شکستنی');
    expect(text(body.querySelector(':scope > ol'))).toBe('ثبت سفارش');

    // Google's redirect link points at its target.
    expect(body.querySelector('a')?.getAttribute('href')).toBe('https://example.com/shipping');
    expect([...body.querySelectorAll('td')].map(text)).toEqual(['روش', 'زمان', 'پیشتاز', '۲ روز']);
    // An https image is kept (the server allows https pictures) without sizes or styles.
    const img = body.querySelector('img')!;
    expect(img.getAttribute('src')).toMatch(/^https:\/\/lh7-rt\.googleusercontent\.com\//);
    expect(img.attributes.length).toBe(1);
    // No blank paragraphs from Google's <br> between blocks.
    expect([...body.children].map((c) => c.tagName)).toEqual(['H2', 'P', 'UL', 'OL', 'P', 'TABLE', 'P']);
  });

  it('drops scripts, handlers and unsafe links from any pasted page', () => {
    const html = cleanPastedHtml(
      '<div onclick="x()"><script>alert(1)</script><p style="color:red" onmouseover="y()">متن <a href="javascript:alert(1)">بد</a> <a href="/products/1" target="_blank">خوب</a></p><img src="data:image/png;base64,AAAA"><iframe src="https://evil.example"></iframe></div>',
    );
    expect(html).toBe('<p>متن بد <a href="/products/1">خوب</a></p>');
  });
});
