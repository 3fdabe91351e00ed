import sanitizeHtml from 'sanitize-html';

// ---------------------------------------------------------------------------------------------
// Rich text HTML (product descriptions, posts, pages): basic formatting, headings, lists, links, images, tables; no scripts, no
// event handlers, no javascript: URLs, no inline styles beyond alignment and direction.
// ---------------------------------------------------------------------------------------------
const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'b', 'strong', 'i', 'em', 'u', 's', 'del', 'ins', 'sub', 'sup', 'mark', 'small', 'span', 'div', 'blockquote', 'pre', 'code',
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'a', 'img', 'figure', 'figcaption',
    'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'colgroup', 'col',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    col: ['span'],
    '*': ['dir', 'style', 'class'],
  },
  allowedStyles: { '*': { 'text-align': [/^(right|left|center|justify|start|end)$/], direction: [/^(rtl|ltr)$/] } },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};
/** Rich text as stored: the allowed HTML only, trimmed; empty → null. */
export const sanitizeRichText = (html: string | null | undefined) => (html ? sanitizeHtml(html, SANITIZE).trim() || null : null);
