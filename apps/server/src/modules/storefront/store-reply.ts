import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StoreCache } from '../../lib/store-cache';

/** A cached public answer: its body and the ETag of exactly that body. */
export interface StoreAnswer {
  body: unknown;
  etag: string;
}

export const etagOf = (body: unknown) => `"${createHash('sha1').update(JSON.stringify(body)).digest('base64url')}"`;

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
    return body === null ? null : { body, etag: etagOf(body) };
  });
  if (!answer) throw missing();
  reply.header('cache-control', role === null ? `public, max-age=${maxAge}, stale-while-revalidate=${maxAge * 5}` : `private, max-age=${maxAge}`);
  reply.header('etag', answer.etag);
  if (role !== null) reply.header('vary', 'cookie, authorization');
  if (matches(req.headers['if-none-match'], answer.etag)) return reply.status(304).send();
  return answer.body;
}
