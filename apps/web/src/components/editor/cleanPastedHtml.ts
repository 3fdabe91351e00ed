/**
 * Cleans HTML pasted from Word, Google Docs or a web page before the editor reads it: what the
 * text means is kept (paragraphs, headings, lists, quotes, links, tables, bold/italic/underline,
 * direction), what only dressed it is dropped (styles, classes, fonts, colours, Office markup,
 * comments, local images).
 *
 * - Word has no real lists in its clipboard HTML: each item is a paragraph styled `mso-list:lN levelM`
 *   with its bullet or number typed in a `mso-list:Ignore` span. Those runs become `<ul>`/`<ol>`
 *   again, nested by level, ordered when the marker is a number or a letter.
 * - Google Docs wraps everything in `<b id="docs-internal-guid-…">` and says bold, italic,
 *   underline and strike-through in `style` only; those become `<strong>`, `<em>`, `<u>`, `<s>`.
 * - Only `dir` (rtl/ltr), a link's `href` (http, https, mailto, tel, or a site path), an image's
 *   https `src` and `alt`, and a cell's `colspan`/`rowspan` survive. The server sanitises again.
 */

const DROP = new Set(['SCRIPT', 'STYLE', 'META', 'LINK', 'TITLE', 'HEAD', 'XML', 'NOSCRIPT', 'TEMPLATE', 'IFRAME', 'OBJECT', 'EMBED', 'SVG', 'MATH', 'FORM', 'INPUT', 'BUTTON', 'SELECT', 'TEXTAREA', 'CANVAS', 'VIDEO', 'AUDIO']);
/** Elements kept as they are (their attributes filtered). */
const KEEP = new Set([
  'P', 'BR', 'HR', 'H2', 'H3', 'H4', 'UL', 'OL', 'LI', 'BLOCKQUOTE', 'PRE', 'CODE', 'A', 'IMG',
  'STRONG', 'EM', 'U', 'S', 'SUB', 'SUP', 'TABLE', 'THEAD', 'TBODY', 'TFOOT', 'TR', 'TD', 'TH', 'CAPTION',
]);
/** Elements renamed to what the editor knows. */
const RENAME: Record<string, string> = { B: 'strong', I: 'em', STRIKE: 's', DEL: 's', INS: 'u', H1: 'h2', H5: 'h4', H6: 'h4' };
const BLOCKS = new Set(['P', 'H2', 'H3', 'H4', 'UL', 'OL', 'LI', 'BLOCKQUOTE', 'PRE', 'TABLE', 'TD', 'TH', 'DIV']);

const SAFE_HREF = /^(https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i;

export function cleanPastedHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const body = doc.body;
  removeComments(body);
  wordLists(doc);
  clean(doc, body);
  nestStrayLists(body);
  dropEmptyParagraphs(body);
  return body.innerHTML.replace(/\u00A0/g, ' ').replace(/\s*\n\s*/g, ' ').trim();
}

function removeComments(root: Node) {
  const walker = root.ownerDocument!.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  const found: Node[] = [];
  while (walker.nextNode()) found.push(walker.currentNode);
  for (const c of found) c.parentNode?.removeChild(c);
}

const styleOf = (el: Element) => (el.getAttribute('style') ?? '').toLowerCase();

/* ------------------------------------------------------------------ Word lists */

interface WordItem {
  el: Element;
  list: string;
  level: number;
  ordered: boolean;
}

function wordItem(el: Element): WordItem | null {
  if (el.tagName !== 'P' && !/^H\d$/.test(el.tagName)) return null;
  const m = /mso-list:\s*(l\d+)\s+level(\d+)/.exec(styleOf(el));
  if (!m) return null;
  // The typed marker: the span marked `mso-list:Ignore` (its text, e.g. «1.», «·», «o», «§», «الف)»).
  const marker = [...el.querySelectorAll('span')].find((s) => /mso-list:\s*ignore/.test(styleOf(s)));
  const text = (marker?.textContent ?? '').replace(/[\s\u00A0]/g, '');
  marker?.remove();
  const ordered = /^[(\[]?([0-9\u06F0-\u06F9\u0660-\u0669]+|[a-z]{1,3}|[\u0600-\u06FF]{1,3})[.)\-\]]$/i.test(text);
  return { el, list: m[1]!, level: Number(m[2]), ordered };
}

/** Turns each run of adjacent Word list paragraphs into nested lists. */
function wordLists(doc: Document) {
  const paragraphs = [...doc.body.querySelectorAll('p, h1, h2, h3, h4, h5, h6')];
  const done = new Set<Element>();
  for (const p of paragraphs) {
    if (done.has(p)) continue;
    const first = wordItem(p);
    if (!first) continue;
    const run: WordItem[] = [first];
    done.add(p);
    let next = nextElement(p);
    while (next) {
      const item = wordItem(next);
      if (!item) break;
      run.push(item);
      done.add(next);
      next = nextElement(next);
    }
    buildLists(doc, run);
  }
}

/** The next element sibling, skipping whitespace-only text. */
function nextElement(el: Element): Element | null {
  let n = el.nextSibling;
  while (n && n.nodeType === Node.TEXT_NODE && !n.textContent!.trim()) n = n.nextSibling;
  return n && n.nodeType === Node.ELEMENT_NODE ? (n as Element) : null;
}

function buildLists(doc: Document, run: WordItem[]) {
  const anchor = run[0]!.el;
  const base = Math.min(...run.map((r) => r.level));
  const stack: { list: Element; level: number }[] = [];
  const top: Element[] = [];
  for (const item of run) {
    const level = item.level - base + 1;
    while (stack.length && stack[stack.length - 1]!.level > level) stack.pop();
    let cur = stack[stack.length - 1];
    if (!cur || cur.level < level) {
      const list = doc.createElement(item.ordered ? 'ol' : 'ul');
      const parentItem = cur?.list.lastElementChild;
      if (parentItem) parentItem.appendChild(list);
      else top.push(list);
      cur = { list, level };
      stack.push(cur);
    }
    const li = doc.createElement('li');
    const dir = item.el.getAttribute('dir');
    if (dir) li.setAttribute('dir', dir);
    const para = doc.createElement('p');
    while (item.el.firstChild) para.appendChild(item.el.firstChild);
    li.appendChild(para);
    cur.list.appendChild(li);
  }
  for (const list of top) anchor.parentNode!.insertBefore(list, anchor);
  for (const item of run) item.el.remove();
}

/* ------------------------------------------------------------------ elements and attributes */

/** What a Google Docs span says in its style, as the marks it stands for (outermost first). */
function styleMarks(el: Element): string[] {
  const s = styleOf(el);
  if (!s) return [];
  const marks: string[] = [];
  const weight = /font-weight:\s*(\w+)/.exec(s)?.[1];
  if (weight && (weight === 'bold' || weight === 'bolder' || Number(weight) >= 600)) marks.push('strong');
  if (/font-style:\s*italic/.test(s)) marks.push('em');
  if (/text-decoration[^;]*underline/.test(s)) marks.push('u');
  if (/text-decoration[^;]*line-through/.test(s)) marks.push('s');
  if (/vertical-align:\s*super/.test(s)) marks.push('sup');
  if (/vertical-align:\s*sub/.test(s)) marks.push('sub');
  return marks;
}

function dirOf(el: Element): string | null {
  const d = (el.getAttribute('dir') ?? '').toLowerCase();
  if (d === 'rtl' || d === 'ltr') return d;
  const s = /direction:\s*(rtl|ltr)/.exec(styleOf(el))?.[1];
  return s ?? null;
}

function clean(doc: Document, el: Element) {
  for (const child of [...el.childNodes]) {
    if (child.nodeType === Node.TEXT_NODE) continue;
    if (child.nodeType !== Node.ELEMENT_NODE) {
      child.remove();
      continue;
    }
    const c = child as Element;
    const tag = c.tagName.toUpperCase();
    // Office namespaced elements (o:p, v:shape, w:sdt …) and anything scriptable go entirely.
    if (DROP.has(tag) || tag.includes(':')) {
      c.remove();
      continue;
    }
    clean(doc, c);
    // Google Docs' wrapper: `<b style="font-weight:normal" id="docs-internal-guid-…">`.
    if (tag === 'B' && (/^docs-internal-guid/.test(c.id) || /font-weight:\s*(normal|400)/.test(styleOf(c)))) {
      unwrap(c);
      continue;
    }
    if (tag === 'IMG') {
      const src = c.getAttribute('src') ?? '';
      if (!/^https:\/\//i.test(src) && !/^\/uploads\//.test(src)) {
        c.remove();
        continue;
      }
    }
    const renamed = RENAME[tag];
    let out: Element = c;
    if (renamed) out = rename(doc, c, renamed);
    else if (!KEEP.has(tag)) {
      // A span (or font, div, section …): its style may carry marks; a div is a paragraph break.
      const marks = styleMarks(c);
      if (marks.length) {
        out = wrapIn(doc, c, marks);
      } else if (tag === 'DIV' && !hasBlockChild(c) && c.textContent!.trim()) {
        out = rename(doc, c, 'p');
      } else {
        unwrap(c);
        continue;
      }
    } else if (tag !== 'A' && tag !== 'IMG') {
      // A kept element's own style marks (Google Docs' `<p style="…">` rarely has any, but `<li>` may).
      const marks = ['P', 'LI', 'TD', 'TH', 'H2', 'H3', 'H4'].includes(tag) ? styleMarks(c) : [];
      if (marks.length) wrapChildren(doc, c, marks);
    }
    keepAttributes(out);
  }
}

function hasBlockChild(el: Element) {
  return [...el.children].some((c) => BLOCKS.has(c.tagName.toUpperCase()));
}

function rename(doc: Document, el: Element, tag: string): Element {
  const n = doc.createElement(tag);
  for (const a of [...el.attributes]) n.setAttribute(a.name, a.value);
  while (el.firstChild) n.appendChild(el.firstChild);
  el.replaceWith(n);
  return n;
}

function unwrap(el: Element) {
  const parent = el.parentNode!;
  while (el.firstChild) parent.insertBefore(el.firstChild, el);
  parent.removeChild(el);
}

/** Replaces a span by its marks (outermost first) around its children. */
function wrapIn(doc: Document, el: Element, marks: string[]): Element {
  const outer = doc.createElement(marks[0]!);
  let inner = outer;
  for (const m of marks.slice(1)) inner = inner.appendChild(doc.createElement(m));
  while (el.firstChild) inner.appendChild(el.firstChild);
  el.replaceWith(outer);
  return outer;
}

function wrapChildren(doc: Document, el: Element, marks: string[]) {
  if (hasBlockChild(el)) return;
  const outer = doc.createElement(marks[0]!);
  let inner = outer;
  for (const m of marks.slice(1)) inner = inner.appendChild(doc.createElement(m));
  while (el.firstChild) inner.appendChild(el.firstChild);
  el.appendChild(outer);
}

function keepAttributes(el: Element) {
  const tag = el.tagName.toUpperCase();
  const dir = dirOf(el);
  const keep: Record<string, string> = {};
  if (dir && !['STRONG', 'EM', 'U', 'S', 'SUB', 'SUP', 'A', 'CODE', 'BR', 'IMG'].includes(tag)) keep.dir = dir;
  if (tag === 'A') {
    const href = unredirect((el.getAttribute('href') ?? '').trim());
    if (SAFE_HREF.test(href)) keep.href = href;
  }
  if (tag === 'IMG') {
    keep.src = el.getAttribute('src')!;
    const alt = el.getAttribute('alt');
    if (alt) keep.alt = alt;
  }
  if (tag === 'TD' || tag === 'TH') {
    for (const a of ['colspan', 'rowspan']) {
      const v = el.getAttribute(a);
      if (v && /^\d{1,2}$/.test(v) && v !== '1') keep[a] = v;
    }
  }
  for (const a of [...el.attributes]) el.removeAttribute(a.name);
  for (const [k, v] of Object.entries(keep)) el.setAttribute(k, v);
  // A link without a safe address is only its text.
  if (tag === 'A' && !keep.href) unwrap(el);
}

/** Google Docs puts a nested list beside its parent item (`<ul><li>…</li><ul>…</ul></ul>`): move it into that item. */
function nestStrayLists(root: Element) {
  for (const list of [...root.querySelectorAll('ul > ul, ul > ol, ol > ul, ol > ol')]) {
    const prev = list.previousElementSibling;
    if (prev?.tagName === 'LI') prev.appendChild(list);
    else {
      const li = list.ownerDocument.createElement('li');
      list.replaceWith(li);
      li.appendChild(list);
    }
  }
}

/** Google's redirect links (`https://www.google.com/url?q=<the address>&sa=…`) point to their target. */
function unredirect(href: string): string {
  const m = /^https:\/\/www\.google\.com\/url\?(.*)$/.exec(href);
  if (!m) return href;
  const q = new URLSearchParams(m[1]).get('q');
  return q && /^https?:\/\//.test(q) ? q : href;
}

/** Word's blank lines (`<p><o:p>&nbsp;</o:p></p>`) and Google Docs' `<br>`-only paragraphs. */
function dropEmptyParagraphs(root: Element) {
  for (const br of [...root.children].filter((c) => c.tagName === 'BR')) br.remove();
  for (const p of [...root.querySelectorAll('p, h2, h3, h4')]) {
    if (!p.querySelector('img') && !(p.textContent ?? '').replace(/[\s\u00A0\u200C\u200B]/g, '')) p.remove();
  }
}
