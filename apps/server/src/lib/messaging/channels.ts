import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { request } from 'undici';
import { deliveryTexts } from '@pishkhan/common/i18n/fa/messaging';
import type { Config } from '../../config/env';
import type { DbOrTx } from '../../db/client';
import { allSettings } from '../../modules/system/settings/setting.service';
import { mailOptions, type EmailMessage } from './message';

export type { EmailMessage } from './message';

/**
 * Delivery channels behind one interface (docs/jobs.md#messages):
 *
 *   const ch = await openChannels(db, config);
 *   const r = await ch.email.send({ to, subject, html, unsubscribe: { url } });
 *   if (!r.ok) … r.reason (Persian, with the server's own words), r.retry (worth trying again?)
 *
 * E-mail goes over SMTP (nodemailer's pooled transport, rate-limited to the `mail_rate_per_minute`
 * setting) when SMTP_URL or the `messages` settings name a server; otherwise each message is
 * written to DATA_DIR/outbox as an .eml file. SMS goes through Kavenegar's HTTP API when the
 * `sms_driver` setting says so; otherwise (`log`) it is logged and written to the outbox as a
 * .txt file. A send never throws for a refusal: it answers a failed Delivery.
 */

export type EmailVia = 'smtp' | 'outbox';
export type SmsVia = 'kavenegar' | 'log';

export interface SmsMessage {
  /** An Iranian mobile, 09xxxxxxxxx. */
  to: string;
  text: string;
}

export type Delivery =
  | { ok: true; via: EmailVia | SmsVia; /** The provider's message id. */ id?: string; /** The outbox file. */ file?: string }
  | { ok: false; via: EmailVia | SmsVia; /** Persian, with the server's reason. */ reason: string; /** A later try may succeed. */ retry: boolean };

export interface Channels {
  email: { via: EmailVia; send(msg: EmailMessage): Promise<Delivery> };
  sms: { via: SmsVia; send(msg: SmsMessage): Promise<Delivery> };
}

interface SmtpSettings {
  host: string;
  port: number;
  secure: boolean;
  /** STARTTLS required (true), never tried (false), or used when offered (undefined). */
  requireTls: boolean | undefined;
  user: string;
  pass: string;
}

interface MessageSettings {
  smtp: SmtpSettings | null;
  from: { name: string; address: string };
  perMinute: number;
  sms: { driver: SmsVia; apiKey: string; sender: string };
}

function smtpFromUrl(url: string): SmtpSettings {
  const u = new URL(url);
  const secure = u.protocol === 'smtps:';
  return {
    host: u.hostname,
    port: u.port ? Number(u.port) : secure ? 465 : 587,
    secure,
    requireTls: u.searchParams.get('tls') === 'none' ? false : u.searchParams.get('tls') === 'required' ? true : undefined,
    user: decodeURIComponent(u.username),
    pass: decodeURIComponent(u.password),
  };
}

async function messageSettings(db: DbOrTx, config: Config): Promise<MessageSettings> {
  const s = await allSettings(db);
  const str = (name: string, def = '') => {
    const v = s.get(name);
    return typeof v === 'string' ? v : def;
  };
  const num = (name: string, def: number) => {
    const v = s.get(name);
    return typeof v === 'number' ? v : def;
  };
  let smtp: SmtpSettings | null = null;
  if (config.smtpUrl) smtp = smtpFromUrl(config.smtpUrl);
  else if (str('smtp_host')) {
    const mode = str('smtp_security', 'starttls');
    smtp = {
      host: str('smtp_host'),
      port: num('smtp_port', 587),
      secure: mode === 'tls',
      requireTls: mode === 'starttls' ? true : mode === 'none' ? false : undefined,
      user: str('smtp_user'),
      pass: str('smtp_password'),
    };
  }
  const address = str('mail_from_address') || str('shop_email') || (smtp?.user.includes('@') ? smtp.user : '') || `no-reply@${smtp?.host || 'localhost'}`;
  const driver = str('sms_driver', 'log') === 'kavenegar' ? 'kavenegar' : 'log';
  return {
    smtp,
    from: { name: str('mail_from_name') || str('shop_name') || str('site_title'), address },
    perMinute: Math.max(1, num('mail_rate_per_minute', 60)),
    sms: { driver, apiKey: str('sms_api_key'), sender: str('sms_sender') },
  };
}

/** Which channels are in use: screens say plainly when mail only reaches the outbox. */
export async function channelKinds(db: DbOrTx, config: Config): Promise<{ email: EmailVia; sms: SmsVia }> {
  const s = await messageSettings(db, config);
  return { email: s.smtp ? 'smtp' : 'outbox', sms: s.sms.driver };
}

// One pooled SMTP transport per process, rebuilt when its settings change.
let pooled: { key: string; transport: Transporter } | undefined;

function smtpTransport(smtp: SmtpSettings, perMinute: number): Transporter {
  const key = JSON.stringify([smtp, perMinute]);
  if (pooled?.key === key) return pooled.transport;
  pooled?.transport.close();
  const transport = nodemailer.createTransport({
    pool: true,
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    ...(smtp.requireTls === true ? { requireTLS: true } : smtp.requireTls === false ? { ignoreTLS: true } : {}),
    ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.pass } } : {}),
    maxConnections: 3,
    maxMessages: 500,
    // A connection lost mid-message fails that message instead of resending it on another
    // connection: the server may have taken it already, and the caller (its job) decides.
    maxRequeues: 0,
    // nodemailer's own limiter: at most `perMinute` messages in any minute across the pool.
    rateLimit: perMinute,
    rateDelta: 60_000,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
  pooled = { key, transport };
  return transport;
}

/** Closes the pooled SMTP connections (the app's close). */
export function closeChannels(): void {
  pooled?.transport.close();
  pooled = undefined;
}

const outboxName = (ext: string) => `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.${ext}`;

async function writeOutbox(config: Config, ext: string, data: Buffer | string): Promise<string> {
  const dir = path.join(config.dataDir, 'outbox');
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(dir, outboxName(ext));
  await fs.writeFile(file, data);
  return file;
}

interface SmtpError extends Error {
  code?: string;
  response?: string;
  responseCode?: number;
}

/** An SMTP failure in Persian with the server's own words; 5xx refusals are not retried. */
export function smtpFailure(err: SmtpError): Delivery & { ok: false } {
  const said = (err.response || err.message || '').trim().slice(0, 300);
  const code = err.responseCode ?? 0;
  if (err.code === 'EAUTH') return { ok: false, via: 'smtp', reason: deliveryTexts.smtpAuth(said), retry: false };
  if (code >= 400) return { ok: false, via: 'smtp', reason: deliveryTexts.smtpRejected(said), retry: code < 500 };
  return { ok: false, via: 'smtp', reason: deliveryTexts.smtpConnection(said), retry: true };
}

/** Kavenegar's `return.status` codes (its REST documentation) that a retry will not fix. */
const KAVENEGAR_REASONS: Record<number, { reason: string; retry: boolean }> = {
  401: { reason: deliveryTexts.smsInvalidKey, retry: false },
  403: { reason: deliveryTexts.smsInvalidKey, retry: false },
  411: { reason: deliveryTexts.smsBadReceptor, retry: false },
  412: { reason: deliveryTexts.smsBadSender, retry: false },
  418: { reason: deliveryTexts.smsNoCredit, retry: false },
};

async function sendKavenegar(config: Config, sms: MessageSettings['sms'], msg: SmsMessage): Promise<Delivery> {
  const fail = (reason: string, retry: boolean): Delivery => ({ ok: false, via: 'kavenegar', reason, retry });
  if (!sms.apiKey) return fail(deliveryTexts.smsNoKey, false);
  const url = `${config.smsApiUrl.replace(/\/+$/, '')}/v1/${encodeURIComponent(sms.apiKey)}/sms/send.json`;
  const form = new URLSearchParams({ receptor: msg.to, message: msg.text });
  if (sms.sender) form.set('sender', sms.sender);
  let status: number;
  let body: { return?: { status?: number; message?: string }; entries?: { messageid?: number | string }[] } | undefined;
  try {
    const res = await request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8', accept: 'application/json' },
      body: form.toString(),
      headersTimeout: 15_000,
      bodyTimeout: 15_000,
    });
    status = res.statusCode;
    const text = await res.body.text();
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
  } catch (err) {
    return fail(deliveryTexts.smsConnection((err as Error).message.slice(0, 200)), true);
  }
  // The envelope's status is the verdict (the HTTP status usually repeats it).
  const verdict = typeof body?.return?.status === 'number' ? body.return.status : status;
  if (verdict === 200 && status < 300) return { ok: true, via: 'kavenegar', id: body?.entries?.[0]?.messageid?.toString() };
  const known = KAVENEGAR_REASONS[verdict];
  if (known) return fail(known.reason, known.retry);
  if (verdict >= 500 || verdict === 409 || status >= 500) return fail(deliveryTexts.smsServer(verdict), true);
  return fail(deliveryTexts.smsRejected(body?.return?.message?.slice(0, 200) || String(verdict)), false);
}

/** The channels as configured now (settings are cached; the SMTP pool is shared). */
export async function openChannels(db: DbOrTx, config: Config, log?: { info: (o: object, m: string) => void }): Promise<Channels> {
  const s = await messageSettings(db, config);
  const email: Channels['email'] = s.smtp
    ? {
        via: 'smtp',
        send: async (msg) => {
          try {
            const info = await smtpTransport(s.smtp!, s.perMinute).sendMail(mailOptions(msg, s.from));
            return { ok: true, via: 'smtp', id: info.messageId };
          } catch (err) {
            return smtpFailure(err as SmtpError);
          }
        },
      }
    : {
        via: 'outbox',
        send: async (msg) => {
          const built = await nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' }).sendMail(mailOptions(msg, s.from));
          const file = await writeOutbox(config, 'eml', built.message as Buffer);
          return { ok: true, via: 'outbox', id: built.messageId, file };
        },
      };
  const sms: Channels['sms'] =
    s.sms.driver === 'kavenegar'
      ? { via: 'kavenegar', send: (msg) => sendKavenegar(config, s.sms, msg) }
      : {
          via: 'log',
          send: async (msg) => {
            log?.info({ to: msg.to, length: msg.text.length }, 'sms (log driver)');
            const file = await writeOutbox(config, 'sms.txt', `To: ${msg.to}\nDate: ${new Date().toISOString()}\n\n${msg.text}\n`);
            return { ok: true, via: 'log', file };
          },
        };
  return { email, sms };
}
