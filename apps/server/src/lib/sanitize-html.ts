import sanitizeHtml from 'sanitize-html';

// ---------------------------------------------------------------------------------------------
// Rich text HTML (product descriptions, FAQ answers, posts, pages, newsletters): what the shared
// editor makes, by allow-list. The stored HTML is what the shop renders, so it must be safe alone:
// - no scripts, no event handlers, no `style` or `class` (no style injection, no expression()),
//   no forms, objects, embeds, SVG or MathML;
// - links only to http(s), mailto, tel or a site path; `target` only `_blank`, and then
//   `rel="noopener noreferrer"`; no javascript:, vbscript: or data: anywhere;
// - pictures only from our uploads (`/uploads/…`) or https;
// - iframes only for video embeds from an allow-list of hosts (Aparat, YouTube), https, sandboxed;
// - `dir` (rtl/ltr/auto) kept on every element, so mixed Persian/English text keeps its direction.
// ---------------------------------------------------------------------------------------------

/** Video hosts whose embed pages may be framed, with the path an embed has there. */
const VIDEO_EMBEDS: { hosts: string[]; path: RegExp }[] = [
  { hosts: ['www.aparat.com', 'aparat.com'], path: /^\/video\/video\/embed\/|^\/embed\// },
  { hosts: ['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com', 'youtube-nocookie.com'], path: /^\/embed\/[\w-]+/ },
];

/** An iframe `src` that is an embed from an allowed video host (https only). */
export function isAllowedVideoEmbed(src: string | undefined): boolean {
  if (!src) return false;
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return false;
  return VIDEO_EMBEDS.some((v) => v.hosts.includes(url.hostname) && v.path.test(url.pathname));
}

/** A picture from our uploads (`/uploads/…`, no way out of it) or any https address. */
export function isAllowedImageSrc(src: string | undefined): boolean {
  if (!src) return false;
  if (/^\/uploads\/[^\\]*$/.test(src)) return !src.split('/').includes('..');
  try {
    const url = new URL(src);
    return url.protocol === 'https:' && !url.username && !url.password;
  } catch {
    return false;
  }
}

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'b', 'strong', 'i', 'em', 'u', 's', 'del', 'ins', 'sub', 'sup', 'mark', 'small', 'span', 'div', 'blockquote', 'pre', 'code',
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'a', 'img', 'figure', 'figcaption',
    'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'colgroup', 'col', 'iframe',
  ],
  // Dropped with what they hold (the default list, plus what may hide markup or code).
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'xmp', 'iframe', 'noembed', 'noframes', 'title', 'svg', 'math', 'object'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    // sandbox, referrerpolicy and loading are set by the iframe transform below, whatever was sent.
    iframe: ['src', 'width', 'height', 'title', 'allowfullscreen', 'sandbox', 'referrerpolicy', 'loading'],
    ol: ['start', 'reversed'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    col: ['span'],
    '*': ['dir'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'], iframe: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  allowedIframeHostnames: VIDEO_EMBEDS.flatMap((v) => v.hosts),
  allowIframeRelativeUrls: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // `dir` only as rtl, ltr or auto (lower case).
    '*': (tagName, attribs) => {
      if (attribs.dir === undefined) return { tagName, attribs };
      const { dir, ...rest } = attribs;
      const d = dir.trim().toLowerCase();
      return { tagName, attribs: d === 'rtl' || d === 'ltr' || d === 'auto' ? { ...rest, dir: d } : rest };
    },
    a: (tagName, attribs) => {
      const out: sanitizeHtml.Attributes = {};
      if (attribs.href !== undefined) out.href = attribs.href;
      if (attribs.title) out.title = attribs.title;
      if (attribs.dir) out.dir = attribs.dir;
      if (attribs.target === '_blank') {
        out.target = '_blank';
        out.rel = 'noopener noreferrer';
      } else if (attribs.rel) {
        // Only the words that describe a link to search engines.
        const rel = attribs.rel.toLowerCase().split(/\s+/).filter((w) => ['nofollow', 'ugc', 'sponsored', 'noopener', 'noreferrer'].includes(w));
        if (rel.length) out.rel = rel.join(' ');
      }
      return { tagName, attribs: out };
    },
    iframe: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...attribs,
        // Framed players run in their own origin, without top navigation or pop-ups to our admin.
        sandbox: 'allow-scripts allow-same-origin allow-presentation',
        referrerpolicy: 'strict-origin-when-cross-origin',
        loading: 'lazy',
      },
    }),
  },
  // A picture or a frame whose address is not allowed goes entirely (not as an empty tag).
  exclusiveFilter: (frame) =>
    (frame.tag === 'img' && !isAllowedImageSrc(frame.attribs.src)) || (frame.tag === 'iframe' && !isAllowedVideoEmbed(frame.attribs.src)),
};
/** Rich text as stored: the allowed HTML only, trimmed; empty → null. */
export function sanitizeRichText(html: string | null | undefined): string | null {
  if (!html) return null;
  return sanitizeHtml(html, SANITIZE).trim() || null;
}
