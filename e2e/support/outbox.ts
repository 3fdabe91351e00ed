import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';

/**
 * The SMS the server's `log` driver wrote to DATA_DIR/outbox for `mobile` (`To: 09…` on its first line),
 * oldest first, each as its text without the header. Sign-in codes and answers to contact messages go
 * out this way when no SMS provider is set.
 */
export function smsTo(mobile: string): string[] {
  const dir = path.join(inject('dataDir'), 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.sms.txt'))
    .sort()
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
    .filter((text) => text.startsWith(`To: ${mobile}\n`))
    .map((text) => text.slice(text.indexOf('\n\n') + 2).trim());
}

/** The six-digit sign-in code of the latest SMS to `mobile` that holds one. */
export function latestCode(mobile: string): string | undefined {
  const codes = smsTo(mobile)
    .map((text) => /(?<!\d)(\d{6})(?!\d)/.exec(text.replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d))))?.[1])
    .filter((c): c is string => !!c);
  return codes.at(-1);
}
