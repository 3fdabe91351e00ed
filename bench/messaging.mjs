// Newsletter sending at scale, against a local SMTP server (smtp-server, in this process):
//   1. queue: 100,000 subscribed members → one newsletter → the time until its recipient rows are written;
//   2. delivery: e-mails per second at the SMTP server over DELIVER_SECS (the rate setting lifted),
//      the server's RSS at the start and the end of the window, and messages per recipient (none twice).
//
//   3. kill -9 of the server in the middle of the send and a restart on the same data: the restarted
//      node finds the dead run (no heartbeat for a minute) and queues it again by itself; until every
//      recipient is done: messages per recipient counted at the SMTP server (none may get two), and how
//      many were left `unknown`.
//
//   The server's RSS is sampled once a second: over the delivery window, and over the whole rest of the
//   send after the restart (the sending reads 50 recipients at a time: it must stay flat).
//
//   node bench/messaging.mjs                     — 100,000 members, 30 s of delivery, then the kill
//   MEMBERS=20000 DELIVER_SECS=10 KILL=0 node bench/messaging.mjs
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { start } from './bench-kit.mjs';

const MEMBERS = Number(process.env.MEMBERS ?? 100_000);
const DELIVER_SECS = Number(process.env.DELIVER_SECS ?? 30);
const KILL = process.env.KILL !== '0';
// A data directory of our own, kept across the kill and the restart (removed at the end).
const ownDir = !process.env.DATABASE_URL && !process.env.BENCH_DATA_DIR ? fs.mkdtempSync(path.join(os.tmpdir(), 'pishkhan-bench-msg-')) : null;
if (ownDir) process.env.BENCH_DATA_DIR = ownDir;

const perRecipient = new Map();
let received = 0;
const smtp = new SMTPServer({
  secure: false,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  size: 10 * 1024 * 1024,
  onData(stream, session, cb) {
    stream.on('data', () => {});
    stream.on('end', () => {
      for (const r of session.envelope.rcptTo) perRecipient.set(r.address, (perRecipient.get(r.address) ?? 0) + 1);
      received++;
      cb();
    });
  },
});
// A killed server leaves its SMTP connections reset: expected here, not a failure of the benchmark.
smtp.on('error', (err) => {
  if (err.code !== 'ECONNRESET' && err.code !== 'EPIPE') console.error(err);
});
await new Promise((r) => smtp.listen(0, '127.0.0.1', r));
const smtpPort = smtp.server.address().port;
process.env.SMTP_URL = `smtp://127.0.0.1:${smtpPort}?tls=none`;

const rss = (pid) => {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Math.round(Number(m[1]) / 1024) : NaN;
  } catch {
    return NaN;
  }
};

let { base, token, client, stop, pid } = await start();
const call = async (method, url, body) => {
  const res = await fetch(base + url, { method, headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) }, ...(body ? { body: JSON.stringify(body) } : {}) });
  const json = res.status === 204 ? null : await res.json();
  if (!res.ok) throw new Error(`${method} ${url} → ${res.status} ${JSON.stringify(json)}`);
  return json;
};
try {
  await call('PUT', '/api/admin/settings/messages', { mail_rate_per_minute: 60000, public_url: 'https://shop.example.com' });
  const tm = Date.now();
  await client.query(`insert into newsletter_members (email, name, source, status, subscribed_at)
    select 'member' || n || '@bench.example', 'عضو ' || n, 'import', 'subscribed', now() from generate_series(1, $1::int) n on conflict do nothing`, [MEMBERS]);
  console.log(`members: ${MEMBERS} written in ${Date.now() - tm} ms`);

  const nl = (await call('POST', '/api/admin/newsletters', { title: 'بنچ', channel: 'email', subject: 'سنجش ارسال', body: '<p>سلام، این یک پیام آزمایشی است.</p>', audience: 'members' })).data;
  const t0 = Date.now();
  await call('POST', `/api/admin/newsletters/${nl.id}/send`);
  let written = 0;
  while (written < MEMBERS) {
    written = (await client.query('select count(*)::int n from newsletter_recipients where newsletter_id = $1', [nl.id])).rows[0].n;
    if (Date.now() - t0 > 120_000) throw new Error(`only ${written} recipients after 120 s`);
    if (written < MEMBERS) await new Promise((r) => setTimeout(r, 25));
  }
  const queueMs = Date.now() - t0;
  console.log(`queue: ${MEMBERS} recipients written ${queueMs} ms after «send» (the task's start included)`);

  // Delivery: from the first message on, DELIVER_SECS seconds.
  while (received === 0) await new Promise((r) => setTimeout(r, 20));
  const rssStart = rss(pid);
  const r0 = received;
  const d0 = Date.now();
  const samples = [];
  while (Date.now() - d0 < DELIVER_SECS * 1000) {
    await new Promise((r) => setTimeout(r, 1000));
    samples.push(rss(pid));
  }
  const rate = ((received - r0) * 1000) / (Date.now() - d0);
  const rssEnd = rss(pid);
  console.log(`delivery: ${rate.toFixed(0)} e-mails/s over ${DELIVER_SECS} s (${received} received so far)`);
  console.log(`server RSS: ${rssStart} MB at the start of the window, ${rssEnd} MB at its end (max ${Math.max(...samples)} MB)`);
  if (KILL) {
    process.kill(pid, 'SIGKILL');
    await client.end().catch(() => {});
    const atKill = received;
    await new Promise((r) => setTimeout(r, 500));
    const tr = Date.now();
    ({ base, token, client, stop, pid } = await start());
    console.log(`kill -9 after ${atKill} messages; restarted in ${Date.now() - tr} ms`);
    const tf = Date.now();
    let resumedAt = null;
    let resumedRss = NaN;
    let resumedReceived = 0;
    const after = [];
    for (;;) {
      const s = (await call('GET', `/api/admin/newsletters/${nl.id}/stats`)).data;
      if (resumedAt === null && received > atKill) {
        console.log(`the send resumed by itself ${(((resumedAt = Date.now()) - tf) / 1000).toFixed(0)} s after the restart`);
        resumedRss = rss(pid);
        resumedReceived = received;
      }
      if (resumedAt !== null) after.push(rss(pid));
      if (s.status !== 'sending') break;
      if (Date.now() - tf > 30 * 60_000) throw new Error(`still sending after 30 min: ${JSON.stringify(s.counts)}`);
      await new Promise((r) => setTimeout(r, 1000));
    }
    const restSecs = (Date.now() - (resumedAt ?? tf)) / 1000;
    console.log(`after the restart: the rest (${received - resumedReceived} e-mails) sent in ${restSecs.toFixed(0)} s (${((received - resumedReceived) / restSecs).toFixed(0)} e-mails/s)`);
    console.log(`restarted server RSS over the whole rest of the send: ${resumedRss} MB when it resumed, ${after.at(-1)} MB at the end (max ${Math.max(...after)} MB, ${after.length} samples, one a second)`);
  } else {
    await call('POST', `/api/admin/newsletters/${nl.id}/pause`);
  }
  await new Promise((r) => setTimeout(r, 2000));
  const counts = (await call('GET', `/api/admin/newsletters/${nl.id}/stats`)).data.counts;
  const twice = [...perRecipient.values()].filter((n) => n > 1).length;
  console.log(`recipients: ${JSON.stringify(counts)}; messages received ${received}; addresses that got two messages: ${twice}`);
  // A kill leaves at most the messages in flight `unknown`: the send's concurrency (3).
  if (KILL) console.log(`unknown after the kill: ${counts.unknown} (at most 3, the messages in flight)`);
  if (KILL && counts.unknown > 3) process.exitCode = 1;
  const sentRows = (await client.query('select count(*)::int n from newsletter_recipients where newsletter_id = $1 and status = $2', [nl.id, 'sent'])).rows[0].n;
  console.log(`rows marked sent ${sentRows}, received ${received} (the difference: messages that left before a kill recorded them — the \`unknown\` ones)`);
  if (twice > 0) process.exitCode = 1;
} finally {
  await stop();
  smtp.close();
  if (ownDir) fs.rmSync(ownDir, { recursive: true, force: true });
}
