import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect } from 'vitest';
import { adminPassword, apiAs, base } from './browser';

export interface ReceivedMail {
  to: string[];
  parsed: ParsedMail;
  raw: string;
}

/**
 * A mail server in this process for the journey file that calls this: started before its tests, the
 * journeys' server pointed at it through the messages settings (and `public_url` at the server itself,
 * so links in mails open it), closed after them. `mailTo` lists what reached an address, oldest first.
 */
export function mailbox() {
  const mails: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', async () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), parsed: await simpleParser(raw), raw });
        cb();
      });
    },
  });
  beforeAll(async () => {
    await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', () => r()));
    const port = (smtp.server.address() as { port: number }).port;
    const { call } = await apiAs('admin', adminPassword());
    const res = await call('PUT', '/api/admin/settings/messages', { smtp_host: '127.0.0.1', smtp_port: port, smtp_security: 'none', mail_from_address: 'shop@example.com', mail_from_name: 'فروشگاه', public_url: base() });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
  });
  afterAll(() => new Promise<void>((r) => smtp.close(() => r())));
  return { mails, mailTo: (addr: string) => mails.filter((m) => m.to.includes(addr)) };
}
