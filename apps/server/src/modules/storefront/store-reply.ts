import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isListPayload, listLinksOf, type ListMeta } from '../../lib/list';
import type { StoreCache } from '../../lib/store-cache';

/**
 * A cached public answer, kept as the JSON text it is sent as (encoded once, not on every request),
 * with the ETag of exactly that text. A list's text stops inside its `meta`: the page links, which
 * follow the address asked, are added when it is sent.
 */
export type StoreAnswer = { etag: string; json: string } | { etag: string; listHead: string; page: Pick<ListMeta, 'current_page' | 'last_page'> };

export const etagOf = (json: string) => `"${createHash('sha1').update(json).digest('base64url')}"`;

/** The answer of a body: a `{ data, meta }` list as its head, any other as its whole text. */
function answerOf(body: unknown): StoreAnswer {
  if (isListPayload(body) && Object.keys(body).join() === 'data,meta') {
    const meta = JSON.stringify(body.meta);
    const listHead = `{"data":${JSON.stringify(body.data)},"meta":${meta.slice(0, -1)}`;
    return { etag: etagOf(`${listHead}}}`), listHead, page: body.meta };
  }
  const json = JSON.stringify(body);
  return { etag: etagOf(json), json };
}

/** The text sent: a list's head completed with its page links for `url` (as `registerListLinks` does for any other list). */
function textOf(answer: StoreAnswer, url: string): string {
  if ('json' in answer) return answer.json;
  const l = listLinksOf(url, answer.page);
  return `${answer.listHead},${JSON.stringify(l.meta).slice(1)},"links":${JSON.stringify(l.links)}}`;
}

/** The request's If-None-Match names this ETag (a list, a weak form or `*`). */
const matches = (header: string | undefined, etag: string) =>
  !!header && (header.trim() === '*' || header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag));

/**
 * The customer role an answer is computed for: null for a guest. The customer session supplies
 * it; an answer for a role is cached under its own key and marked private.
 */
export const storeRoleId = (req: FastifyRequest): number | null => {
  const role = (req as FastifyRequest & { customer?: { roleId?: number | null } | null }).customer?.roleId;
  return typeof role === 'number' ? role : null;
};

/**
 * Answers a public read from the store cache: `Cache-Control` (shared caches may keep a guest's
 * answer `maxAge` seconds and serve it stale while revalidating), an `ETag`, and 304 without a
 * body when the browser already holds that answer. `load` answers null for "not found" (then
 * `missing` is thrown; a miss is cached too, so a scan of unknown slugs costs one read each).
 */
export async function cachedReply(
  req: FastifyRequest,
  reply: FastifyReply,
  cache: StoreCache<StoreAnswer | null>,
  key: string,
  load: () => Promise<unknown | null>,
  { maxAge = 60, missing }: { maxAge?: number; missing: () => Error },
) {
  const role = storeRoleId(req);
  const answer = await cache.get(role === null ? key : `${key}#role=${role}`, async () => {
    const body = await load();
    return body === null ? null : answerOf(body);
  });
  if (!answer) throw missing();
  reply.header('cache-control', role === null ? `public, max-age=${maxAge}, stale-while-revalidate=${maxAge * 5}` : `private, max-age=${maxAge}`);
  reply.header('etag', answer.etag);
  if (role !== null) reply.header('vary', 'cookie, authorization');
  if (matches(req.headers['if-none-match'], answer.etag)) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(textOf(answer, req.url));
}
