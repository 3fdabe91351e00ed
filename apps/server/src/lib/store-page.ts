import type { FastifyReply } from 'fastify';

/** Text for HTML (numeric character references: `&` → `&#38;`). */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const BASE_CSS =
  'body{font-family:Vazirmatn,Tahoma,sans-serif;background:#f5f5f5;margin:0;padding:48px 16px;color:#222}' +
  'main{max-width:440px;margin:0 auto;background:#fff;border-radius:8px;padding:24px;box-shadow:0 1px 3px rgba(0,0,0,.1)}' +
  'h1{font-size:20px;margin:0 0 12px}p{line-height:1.9}';

/**
 * A small Persian page the server itself answers to a person who opened a link (unsubscribe, confirm,
 * the demo gateway, a payment's result): right to left, no script (the app's CSP holds), never cached,
 * kept out of search engines. `bodyHtml` is already escaped; `css` adds the page's own rules.
 */
export function sendStorePage(reply: FastifyReply, status: number, title: string, bodyHtml: string, css = '') {
  const html = `<!doctype html><html lang="fa" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>${BASE_CSS}${css}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${bodyHtml}</main></body></html>`;
  return reply.status(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}
