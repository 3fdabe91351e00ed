import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isAllowedVideoEmbed, sanitizeRichText } from './sanitize-html';

/** The OWASP filter-evasion vectors (one a line; \n \t \r \0 escaped). */
const vectors = fs
  .readFileSync(path.join(__dirname, 'fixtures/owasp-xss-vectors.txt'), 'utf8')
  .split('\n')
  .filter((l) => l.trim() && !l.startsWith('#'))
  .map((l) => l.replace(/\\n/g, '\n').replace(/\\t/g, '\t').replace(/\\r/g, '\r').replace(/\\0/g, '\0'));

const ALLOWED_TAGS = new Set('p br hr b strong i em u s del ins sub sup mark small span div blockquote pre code h1 h2 h3 h4 h5 h6 ul ol li a img figure figcaption table thead tbody tfoot tr th td caption colgroup col iframe'.split(' '));
const decode = (v: string) =>
  v
    .replace(/&#x([0-9a-f]+);?/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);?/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/** Every tag of the sanitised output, with its attributes (the output escapes `<` in text, so each `<` opens a tag). */
function tagsOf(html: string) {
  return [...html.matchAll(/<(\/?)([a-zA-Z0-9]+)((?:\s+[^\s=>]+(?:="[^"]*")?)*)\s*\/?>/g)].map((m) => ({
    close: !!m[1],
    name: m[2]!.toLowerCase(),
    attrs: [...m[3]!.matchAll(/\s+([^\s=>]+)(?:="([^"]*)")?/g)].map((a) => ({ name: a[1]!.toLowerCase(), value: decode(a[2] ?? '') })),
  }));
}

/** What must never survive, whatever the vector. */
function expectSafe(vector: string, out: string) {
  const why = `vector: ${vector}\noutput: ${out}`;
  // Every `<` in the output opens one of the tags we allow.
  expect((out.match(/</g) ?? []).length, why).toBe(tagsOf(out).length);
  expect(out, why).not.toMatch(/<\s*\/?\s*(script|style|svg|math|object|embed|form|input|meta|link|base|body|frame|xml|template|noscript)\b/i);
  for (const tag of tagsOf(out)) {
    expect(ALLOWED_TAGS.has(tag.name), why).toBe(true);
    for (const a of tag.attrs) {
      expect(a.name, why).not.toMatch(/^on|^style$|^class$|^srcdoc$|^background$|^dynsrc$|^lowsrc$|^formaction$/);
      const v = a.value.replace(/[\s\0-\x1f]/g, '').toLowerCase();
      expect(v, why).not.toMatch(/^(javascript|vbscript|livescript|data|blob):|expression\(|url\(/);
      if (a.name === 'href') expect(v, why).toMatch(/^(https?:|mailto:|tel:|\/(?!\/)|#|[^:]*$)/);
      if (a.name === 'dir') expect(['rtl', 'ltr', 'auto'], why).toContain(v);
      if (tag.name === 'img' && a.name === 'src') expect(v, why).toMatch(/^(https:\/\/|\/uploads\/)/);
      if (tag.name === 'iframe' && a.name === 'src') expect(isAllowedVideoEmbed(a.value), why).toBe(true);
      if (a.name === 'target') expect(tag.attrs.find((x) => x.name === 'rel')?.value, why).toBe('noopener noreferrer');
    }
    if (tag.name === 'iframe' && !tag.close) expect(tag.attrs.find((x) => x.name === 'sandbox')?.value, why).toBe('allow-scripts allow-same-origin allow-presentation');
  }
}

describe('sanitizeRichText', () => {
  it(`lets none of the ${vectors.length} OWASP filter-evasion vectors through`, () => {
    expect(vectors.length).toBeGreaterThan(100);
    for (const v of vectors) expectSafe(v, sanitizeRichText(v) ?? '');
    // The vectors also survive nothing when nested in what the editor makes.
    for (const v of vectors) expectSafe(v, sanitizeRichText(`<p dir="rtl">متن ${v} پایان</p><ul><li><p>${v}</p></li></ul><table><tbody><tr><td>${v}</td></tr></tbody></table>`) ?? '');
  });

  it('keeps what the editor makes: direction, headings, marks, lists, quotes, tables, links, uploaded and https pictures', () => {
    const html =
      '<h2 dir="rtl">عنوان</h2><p dir="rtl">متن <strong>پررنگ</strong> <em>کج</em> <u>زیرخط</u> <s>خط</s> با iPhone 15 و ۴۵٬۰۰۰ تومان</p>' +
      '<p dir="ltr">An English paragraph</p><ul dir="rtl"><li dir="rtl"><p dir="rtl">یک</p><ol start="3"><li><p>سه</p></li></ol></li></ul>' +
      '<blockquote dir="rtl"><p dir="rtl">نقل</p></blockquote>' +
      '<table dir="rtl"><tbody><tr><th colspan="2" rowspan="1">سر</th></tr><tr><td>۱</td><td>۲</td></tr></tbody></table>' +
      '<p><a href="https://example.com/a?b=1&amp;c=2">بیرون</a> <a href="/products/12">درون</a> <a href="mailto:shop@example.com">نامه</a></p>' +
      '<img src="/uploads/2025/03/abc.webp" alt="تصویر"><img src="https://cdn.example.com/x.jpg" alt="">';
    // Void elements come back self-closed.
    expect(sanitizeRichText(html)).toBe(html.replace(/(<img [^>]*)>/g, '$1 />'));
    expect(sanitizeRichText('<p dir="RTL">a</p><p dir=" x">b</p>')).toBe('<p dir="rtl">a</p><p>b</p>');
  });

  it('adds rel=noopener to links that open a new tab and drops other targets', () => {
    expect(sanitizeRichText('<a href="https://example.com" target="_blank">x</a>')).toBe('<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>');
    expect(sanitizeRichText('<a href="https://example.com" target="_blank" rel="opener">x</a>')).toBe('<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>');
    expect(sanitizeRichText('<a href="https://example.com" target="_top" rel="nofollow opener">x</a>')).toBe('<a href="https://example.com" rel="nofollow">x</a>');
  });

  it('keeps video embeds from Aparat and YouTube only, sandboxed; any other frame goes with its content', () => {
    const yt = sanitizeRichText('<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" width="560" height="315" allowfullscreen onload="x()"></iframe>');
    expect(yt).toBe('<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" width="560" height="315" allowfullscreen sandbox="allow-scripts allow-same-origin allow-presentation" referrerpolicy="strict-origin-when-cross-origin" loading="lazy"></iframe>');
    expect(sanitizeRichText('<iframe src="https://www.aparat.com/video/video/embed/videohash/abc12/vt/frame"></iframe>')).toMatch(/^<iframe src="https:\/\/www\.aparat\.com\/video\/video\/embed\//);
    for (const src of ['https://www.youtube.com/watch?v=abc', 'https://evil.example/embed/abc', 'https://youtube.com.evil.example/embed/a', 'http://www.youtube.com/embed/abc', 'https://www.aparat.com/v/abc'])
      expect(sanitizeRichText(`<p>a</p><iframe src="${src}">in</iframe>`)).toBe('<p>a</p>');
  });

  it('stores nothing for empty or wholly unsafe HTML', () => {
    expect(sanitizeRichText('')).toBeNull();
    expect(sanitizeRichText(null)).toBeNull();
    expect(sanitizeRichText('<script>alert(1)</script><style>p{}</style>')).toBeNull();
  });
});
