import type { SendMailOptions } from 'nodemailer';

/** An e-mail as the senders build it; `html` is the body's inner HTML (already sanitised). */
export interface EmailMessage {
  to: string;
  toName?: string;
  subject: string;
  html: string;
  /** The plain-text part; derived from `html` when absent. */
  text?: string;
  /**
   * RFC 2369/8058 unsubscribe: `url` (https, answers a POST at once, no confirmation page) gives
   * List-Unsubscribe and List-Unsubscribe-Post: List-Unsubscribe=One-Click; `mailto` is added
   * to List-Unsubscribe for clients without one-click.
   */
  unsubscribe?: { url: string; mailto?: string };
  /** Extra headers (e.g. X-Newsletter-Id). */
  headers?: Record<string, string>;
}

/** Text for an e-mail's HTML (named entities). */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ', zwnj: '\u200c' };

/** A readable plain-text version of a body's HTML: paragraphs and breaks kept, links as "text (url)". */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/<a\s[^>]*href\s*=\s*"([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_m, href: string, label: string) => {
      const text = label.replace(/<[^>]+>/g, '').trim();
      return text && text !== href ? `${text} (${href})` : href;
    })
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li[^>]*>/gi, '\n• ')
    .replace(/<\/(p|div|h[1-6]|li|ul|ol|tr|table|blockquote)>/gi, '\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(#?\w+);/g, (m, e: string) => ENTITIES[e] ?? (e.startsWith('#') ? String.fromCodePoint(Number(e.slice(1))) : m))
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The full HTML document: right-to-left, Persian, a font stack that has Persian glyphs. */
export function wrapHtml(subject: string, inner: string): string {
  return (
    '<!doctype html>\n<html dir="rtl" lang="fa">\n<head>\n<meta charset="utf-8">\n' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">\n' +
    `<title>${escapeHtml(subject)}</title>\n</head>\n` +
    '<body dir="rtl" style="direction:rtl;text-align:right;font-family:Vazirmatn,Tahoma,\'Segoe UI\',sans-serif;line-height:1.8">\n' +
    `${inner}\n</body>\n</html>\n`
  );
}

/** nodemailer's options for a message: UTF-8 subject, rtl HTML part, text part, unsubscribe headers. */
export function mailOptions(msg: EmailMessage, from: { name: string; address: string }): SendMailOptions {
  const headers: Record<string, string | { prepared: boolean; value: string }> = { ...msg.headers };
  if (msg.unsubscribe) {
    const targets = [`<${msg.unsubscribe.url}>`];
    if (msg.unsubscribe.mailto) targets.push(`<mailto:${msg.unsubscribe.mailto}>`);
    headers['List-Unsubscribe'] = { prepared: true, value: targets.join(', ') };
    headers['List-Unsubscribe-Post'] = { prepared: true, value: 'List-Unsubscribe=One-Click' };
  }
  return {
    from: from.name ? { name: from.name, address: from.address } : from.address,
    to: msg.toName ? { name: msg.toName, address: msg.to } : msg.to,
    subject: msg.subject,
    html: wrapHtml(msg.subject, msg.html),
    text: msg.text ?? htmlToText(msg.html),
    textEncoding: 'base64',
    headers,
  };
}
