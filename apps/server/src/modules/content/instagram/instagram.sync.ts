import { inArray, sql } from 'drizzle-orm';
import { ProxyAgent, fetch, type Dispatcher } from 'undici';
import { instagramSyncText as T } from '@pishkhan/common/i18n/fa/instagram';
import type { Db, DbOrTx } from '../../../db/client';
import { audit, type Actor } from '../../../lib/audit';
import { AppError } from '../../../lib/errors';
import { allSettings, clearSettingsCache } from '../../system/settings/setting.service';
import { settings } from '../../system/settings/setting.table';
import { encodeImage, insertMedia, writeImageFile } from '../../system/uploads/media.store';
import { instagramPosts } from './instagram-post.table';

/**
 * The social feed's sync with an Instagram business account through the Graph API (the Basic
 * Display API is gone): one page of the account's media, each picture downloaded and stored through
 * the upload pipeline (the shop's visitors in Iran cannot reach Instagram's CDN), rows upserted by
 * Instagram's media id in one transaction. Instagram is blocked in Iran, so every request goes
 * through the shop's proxy when one is set.
 *
 * Errors are AppErrors with a Persian message, never a 500: 422 when the sync is not configured,
 * 502 when Instagram answers with an error or something unreadable (190 = token, 4/17/32/613 = rate
 * limit), 503 when Instagram or the proxy cannot be reached or does not answer within 10 s.
 */

/** The Graph API's base; INSTAGRAM_GRAPH_URL points it elsewhere (a test server, a relay). */
export const graphBase = () => (process.env.INSTAGRAM_GRAPH_URL || 'https://graph.facebook.com/v21.0').replace(/\/+$/, '');
const TIMEOUT_MS = 10_000;
const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
const FIELDS = 'id,caption,media_type,media_url,thumbnail_url,permalink,like_count,comments_count,timestamp';
const RATE_CODES = new Set([4, 17, 32, 613]);
/** Where the last outcome is kept (settings rows that are not admin settings). */
const LAST_SYNCED = 'instagram_last_synced_at';
const LAST_ERROR = 'instagram_last_error';

interface GraphMedia {
  id: string;
  caption?: string;
  media_type?: string;
  media_url?: string;
  thumbnail_url?: string;
  permalink?: string;
  like_count?: number;
  comments_count?: number;
  timestamp?: string;
}

const upstream = (message: string) => new AppError(502, 'instagram_error', message);
const unreachable = (message: string) => new AppError(503, 'instagram_unreachable', message);

/** The sync's settings; `configured` when an account and a token are set. */
async function syncSettings(db: DbOrTx) {
  const s = await allSettings(db);
  const str = (k: string) => (typeof s.get(k) === 'string' ? (s.get(k) as string).trim() : '');
  const size = Number(s.get('instagram_feed_size'));
  return {
    account: str('instagram_account_id'),
    token: str('instagram_access_token'),
    proxy: str('instagram_proxy_url'),
    size: Number.isInteger(size) && size >= 1 && size <= 50 ? size : 12,
  };
}

/** `meta.sync` of the feed's list: whether the sync is set up, and its last outcome. */
export async function syncState(db: DbOrTx) {
  const { account, token } = await syncSettings(db);
  const rows = await db.select().from(settings).where(inArray(settings.name, [LAST_SYNCED, LAST_ERROR]));
  const v = (n: string) => (rows.find((r) => r.name === n)?.value as string | null | undefined) ?? null;
  return { configured: !!(account && token), last_synced_at: v(LAST_SYNCED), last_error: v(LAST_ERROR) };
}

async function remember(db: DbOrTx, values: Record<string, string | null>) {
  for (const [name, value] of Object.entries(values))
    await db
      .insert(settings)
      .values({ name, value: value as any })
      .onConflictDoUpdate({ target: settings.name, set: { value: sql`excluded.value`, updatedAt: sql`now()` } });
  clearSettingsCache();
}

/** A GET through the proxy when set, cut off after 10 s; network failures become a Persian 503. */
async function get(url: string, dispatcher: Dispatcher | undefined) {
  try {
    return await fetch(url, { ...(dispatcher ? { dispatcher } : {}), signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'follow' });
  } catch (e) {
    const name = (e as { name?: string }).name;
    throw unreachable(name === 'TimeoutError' || name === 'AbortError' ? T.timeout : T.unreachable);
  }
}

/** The body of an answer, within the time limit (a stalled body is a timeout too). */
async function body<R>(read: () => Promise<R>): Promise<R> {
  try {
    return await read();
  } catch (e) {
    const name = (e as { name?: string }).name;
    if (name === 'TimeoutError' || name === 'AbortError') throw unreachable(T.timeout);
    throw upstream(T.unexpected);
  }
}

/** One page of the account's media, newest first. */
async function fetchMedia(account: string, token: string, size: number, dispatcher: Dispatcher | undefined): Promise<GraphMedia[]> {
  const q = new URLSearchParams({ fields: FIELDS, limit: String(size), access_token: token });
  const res = await get(`${graphBase()}/${encodeURIComponent(account)}/media?${q}`, dispatcher);
  const json = (await body(() => res.json()).catch(() => null)) as { data?: unknown; error?: { code?: number } } | null;
  if (!res.ok || json?.error) {
    const code = Number(json?.error?.code);
    if (code === 190) throw upstream(T.tokenInvalid);
    if (RATE_CODES.has(code) || res.status === 429) throw upstream(T.rateLimited);
    throw upstream(T.unexpected);
  }
  if (!json || !Array.isArray(json.data)) throw upstream(T.unexpected);
  const items = json.data.filter((m): m is GraphMedia => !!m && typeof m === 'object' && typeof (m as GraphMedia).id === 'string' && /^[\w-]{1,64}$/.test((m as GraphMedia).id));
  if (items.length !== json.data.length) throw upstream(T.unexpected);
  return items.slice(0, size);
}

/** The picture of a post: a video's thumbnail, else its media (a carousel's is its first child's). */
const pictureOf = (m: GraphMedia) => (m.media_type === 'VIDEO' ? m.thumbnail_url : m.media_url) ?? m.thumbnail_url ?? null;

async function download(url: string, dispatcher: Dispatcher | undefined): Promise<Buffer | null> {
  if (!/^https?:\/\//i.test(url)) return null;
  const res = await get(url, dispatcher);
  if (!res.ok) return null;
  if (Number(res.headers.get('content-length') ?? 0) > MAX_IMAGE_BYTES) return null;
  const buf = Buffer.from(await body(() => res.arrayBuffer()));
  return buf.length > MAX_IMAGE_BYTES ? null : buf;
}

const count = (n: unknown) => (typeof n === 'number' && Number.isInteger(n) && n >= 0 ? Math.min(n, 2_000_000_000) : 0);
const postedAt = (s: unknown) => (typeof s === 'string' && !Number.isNaN(new Date(s).getTime()) ? new Date(s) : null);
const linkOf = (s: unknown) => (typeof s === 'string' && /^https:\/\/\S+$/.test(s) && s.length <= 500 ? s : null);
const captionOf = (s: unknown) => (typeof s === 'string' ? s.replace(/\u0000/g, '').slice(0, 2200) : null);

/**
 * "Refresh now": reads the account's latest posts and makes the synced rows match them. Manual items
 * stay; new posts go first in the order. The outcome (time or Persian error) is kept for the list.
 */
export async function syncInstagram(db: Db, uploadsDir: string, actor: Actor) {
  const cfg = await syncSettings(db);
  if (!cfg.account || !cfg.token) throw new AppError(422, 'instagram_not_configured', T.notConfigured);
  const dispatcher = cfg.proxy ? new ProxyAgent(cfg.proxy) : undefined;
  const written: (() => Promise<void>)[] = [];
  try {
    const items = await fetchMedia(cfg.account, cfg.token, cfg.size, dispatcher);
    const known = new Set(
      items.length ? (await db.select({ id: instagramPosts.externalId }).from(instagramPosts).where(inArray(instagramPosts.externalId, items.map((m) => m.id)))).map((r) => r.id) : [],
    );
    // Pictures of new posts, stored before the transaction (files are removed again if it fails).
    const pictures = new Map<string, { rel: string; info: Awaited<ReturnType<typeof encodeImage>> & object }>();
    for (const m of items) {
      if (known.has(m.id)) continue;
      const url = pictureOf(m);
      const bytes = url ? await download(url, dispatcher) : null;
      const out = bytes ? await encodeImage(bytes) : null;
      if (!out) continue; // no usable picture: the post is left out of the feed
      const file = await writeImageFile(uploadsDir, out.data);
      written.push(file.remove);
      pictures.set(m.id, { rel: file.rel, info: out });
    }
    const result = await db.transaction(async (tx) => {
      await tx.execute(sql`lock table ${instagramPosts} in share row exclusive mode`);
      const synced = await tx.select({ id: instagramPosts.id, externalId: instagramPosts.externalId }).from(instagramPosts).where(sql`${instagramPosts.source} = 'instagram'`);
      const existing = new Map(synced.map((r) => [r.externalId!, r.id]));
      const returned = new Set(items.map((m) => m.id));
      const removed = synced.filter((r) => !returned.has(r.externalId!)).map((r) => r.id);
      if (removed.length) await tx.delete(instagramPosts).where(inArray(instagramPosts.id, removed));
      const fresh = items.filter((m) => !existing.has(m.id) && pictures.has(m.id));
      if (fresh.length) await tx.update(instagramPosts).set({ position: sql`${instagramPosts.position} + ${fresh.length}` });
      let updated = 0;
      for (const m of items) {
        const values = { link: linkOf(m.permalink), caption: captionOf(m.caption), likes: count(m.like_count), comments: count(m.comments_count), postedAt: postedAt(m.timestamp) };
        const id = existing.get(m.id);
        if (id !== undefined) {
          await tx.update(instagramPosts).set({ ...values, updatedAt: new Date() }).where(sql`${instagramPosts.id} = ${id}`);
          updated++;
        }
      }
      for (const [i, m] of fresh.entries()) {
        const pic = pictures.get(m.id)!;
        const file = await insertMedia(tx, actor, pic.rel, pic.info.info, `instagram-${m.id}.webp`);
        await tx.insert(instagramPosts).values({
          imageId: file.id,
          source: 'instagram',
          externalId: m.id,
          position: i + 1,
          link: linkOf(m.permalink),
          caption: captionOf(m.caption),
          likes: count(m.like_count),
          comments: count(m.comments_count),
          postedAt: postedAt(m.timestamp),
        });
      }
      const summary = { added: fresh.length, updated, removed: removed.length };
      await audit(tx, actor, { entity: 'instagram_post', entityId: null, action: 'sync', changes: { added: [null, summary.added], updated: [null, summary.updated], removed: [null, summary.removed] } });
      await remember(tx, { [LAST_SYNCED]: new Date().toISOString(), [LAST_ERROR]: null });
      return { summary, used: new Set(fresh.map((m) => m.id)) };
    });
    // Pictures of posts another sync added meanwhile were not used: drop their files.
    await Promise.all([...pictures.keys()].filter((id) => !result.used.has(id)).map((id) => written[[...pictures.keys()].indexOf(id)]!().catch(() => undefined)));
    return { ...result.summary, sync: await syncState(db) };
  } catch (e) {
    await Promise.all(written.map((rm) => rm().catch(() => undefined)));
    const message = e instanceof AppError ? e.message : T.unexpected;
    await remember(db, { [LAST_ERROR]: message }).catch(() => undefined);
    throw e instanceof AppError ? e : upstream(T.unexpected);
  } finally {
    await dispatcher?.close().catch(() => undefined);
  }
}
