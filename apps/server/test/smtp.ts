import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message as it arrived: the envelope, the raw text and mailparser's reading of it. */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  parsed: ParsedMail;
}

export interface TestSmtpServer {
  /** smtp://127.0.0.1:<port> (no TLS, no auth needed; any user/password is accepted). */
  url: string;
  port: number;
  messages: ReceivedMail[];
  /** The next `count` messages are refused at the end of DATA with this reply (e.g. 550, 'mailbox unavailable'). */
  rejectNext(code: number, message: string, count?: number): void;
  /** The next `count` connections are dropped after the greeting, mid-conversation. */
  disconnectNext(count?: number): void;
  /** Resolves when `n` messages have arrived. */
  waitFor(n: number, ms?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/** A real SMTP server inside the test process (smtp-server), parsing what arrives (mailparser). */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const rejections: { code: number; message: string }[] = [];
  let drops = 0;
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    onAuth: (_auth, _session, cb) => cb(null, { user: 'test' }),
    onMailFrom: (_address, session, cb) => {
      if (drops > 0) {
        drops--;
        // A server that goes away in the middle of the conversation: the session's socket is destroyed.
        const open = (server as unknown as { connections: Set<{ id: string; _socket: { destroy(): void } }> }).connections;
        for (const c of open) if (c.id === session.id) c._socket.destroy();
        return;
      }
      cb();
    },
    onData: (stream, session, cb) => {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', async () => {
        const rejection = rejections.shift();
        if (rejection) {
          const err = Object.assign(new Error(rejection.message), { responseCode: rejection.code });
          return cb(err);
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          parsed: await simpleParser(raw),
        });
        cb();
      });
    },
  });
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = ((server as unknown as { server: { address(): AddressInfo } }).server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    rejectNext: (code, message, count = 1) => {
      for (let i = 0; i < count; i++) rejections.push({ code, message });
    },
    disconnectNext: (count = 1) => {
      drops += count;
    },
    waitFor: async (n, ms = 10_000) => {
      const end = Date.now() + ms;
      while (messages.length < n) {
        if (Date.now() > end) throw new Error(`expected ${n} messages, got ${messages.length}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      return messages;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
