import { count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { htaccessLineErrors, redirectErrors as E, redirectLabels } from '@pishkhan/common/i18n/fa/redirects';
import { idParams } from '@pishkhan/common/schemas/fields';
import {
  REDIRECT_KINDS,
  REDIRECT_MATCHES,
  REDIRECT_PATH_MAX,
  REDIRECT_CHAIN_MAX,
  REDIRECT_IMPORT_MAX_LINES,
  redirectCreate,
  redirectImportBody,
  redirectSortBody,
  redirectTestBody,
  type RedirectInput,
  type RedirectKind,
  type RedirectRule,
} from '@pishkhan/common/schemas/redirect.schema';
import type { Tx } from '../../../db/client';
import type { RouteModule } from '../../../lib/app-types';
import { actorOf, audit } from '../../../lib/audit';
import { crudRoutes, parseId } from '../../../lib/crud';
import { AppError, notFound, validation } from '../../../lib/errors';
import { boolParam, intParam } from '../../../lib/list';
import { reorderRows } from '../../../lib/reorder';
import { admins } from '../../people/admins/admin.table';
import { AUTH_CACHE_CHANNEL } from '../../people/auth/session-cache';
import { parseHtaccess, toHtaccess, toNginxMap, type ParsedLine } from './htaccess';
import { checkRule, follow, pathOf, problemsOf, RuleSet, shadowsOf, splitQuery, type RuleLike, type SetProblem } from './redirect-rules';
import { invalidateRedirects, REDIRECTS_NOTICE, resolverOf } from './redirect.cache';
import { slowPatterns } from './regex-probe';
import { redirects, redirectVersions } from './redirect.table';

type Row = typeof redirects.$inferSelect;
/** A rule as a version keeps it (and as the API presents it, without the counters). */
export type SnapshotRule = RedirectRule;

const API = '/api/admin/redirects';
const WRITE = 'htaccess';
/** Reading (the list, the tester, exports, versions): the editor's permission, or the read-only one. */
const READ = ['htaccess', 'read_htaccess'];
const TAG = 'redirects';

const snapshotOf = (r: Row): SnapshotRule => ({ id: r.id, match: r.match as SnapshotRule['match'], source: r.source, target: r.target, kind: r.kind as RedirectKind, active: r.active, note: r.note, position: r.position });
const present = (r: Row) => ({ ...snapshotOf(r), hit_count: r.hitCount, last_hit_at: r.lastHitAt, created_at: r.createdAt, updated_at: r.updatedAt });

const allRows = async (tx: Tx | Parameters<RouteModule>[1]['db']) => (await tx.select().from(redirects).orderBy(redirects.position, redirects.id)) as Row[];

/** The Persian refusal of a loop or an over-long chain, on the target field. */
function problemError(p: SetProblem): AppError {
  const message = p.kind === 'loop' ? E.loop(p.path) : E.chain(p.path, REDIRECT_CHAIN_MAX);
  return new AppError(422, p.kind === 'loop' ? 'redirect_loop' : 'redirect_chain', message, { target: message });
}

/**
 * After every change, in its transaction: the whole set must have no loop and no chain over the
 * limit (else the change is refused, nothing written); then the set is kept as a version (one per
 * transaction) and every node is told to drop its copy.
 */
async function settle(tx: Tx, req: FastifyRequest, reason: string, changed: number[] = []): Promise<void> {
  const rows = await allRows(tx);
  const rules = rows.map(snapshotOf);
  const problems = problemsOf(rules);
  if (problems.length) throw problemError(problems.find((p) => changed.includes(p.rule_id)) ?? problems[0]!);
  await tx
    .insert(redirectVersions)
    .values({ txid: sql`txid_current()` as unknown as number, reason, adminId: req.admin?.id ?? null, rules })
    .onConflictDoUpdate({ target: redirectVersions.txid, set: { rules } });
  await tx.execute(sql`select pg_notify(${AUTH_CACHE_CHANNEL}, ${REDIRECTS_NOTICE})`);
}

const lockRules = (tx: Tx) => tx.execute(sql`lock table ${redirects} in share row exclusive mode`);

/** The import's lines, each valid rule also checked against the rules already there (loops, chains). */
async function previewImport(text: string, existing: RuleLike[]): Promise<ParsedLine[]> {
  const lines = parseHtaccess(text);
  // Each regular expression against the time budget (in a worker): a slow one is an error on its line.
  const regexLines = lines.filter((l) => l.status === 'rule' && l.rule!.match === 'regex');
  for (const i of await slowPatterns(regexLines.map((l) => l.rule!.source))) {
    const l = regexLines[i]!;
    l.status = 'error';
    l.error = htaccessLineErrors.unsafeRegex;
    delete l.rule;
  }
  const fresh = lines.filter((l) => l.status === 'rule');
  if (!fresh.length) return lines;
  // Temporary ids below zero mark the new rules; they go after the existing ones.
  const withNew = [...existing, ...fresh.map((l, i) => ({ ...l.rule!, id: -(i + 1) }))];
  const problems = problemsOf(withNew);
  for (const p of problems) {
    if (p.rule_id >= 0) continue;
    const l = fresh[-p.rule_id - 1]!;
    l.status = 'error';
    l.error = p.kind === 'loop' ? E.loop(p.path) : E.chain(p.path, REDIRECT_CHAIN_MAX);
    delete l.rule;
  }
  // A rule of the text making an existing one loop: the first new rule on its path is blamed.
  if (problems.some((p) => p.rule_id >= 0)) {
    const set = new RuleSet(withNew);
    for (const p of problems.filter((x) => x.rule_id >= 0)) {
      const blamed = follow(set, p.path).hops.find((h) => h.rule_id < 0);
      const l = blamed ? fresh[-blamed.rule_id - 1] : undefined;
      if (l && l.status === 'rule') {
        l.status = 'error';
        l.error = p.kind === 'loop' ? E.loop(p.path) : E.chain(p.path, REDIRECT_CHAIN_MAX);
        delete l.rule;
      }
    }
  }
  return lines;
}

const importSummary = (lines: ParsedLine[]) => ({
  lines,
  valid: lines.filter((l) => l.status === 'rule').length,
  errors: lines.filter((l) => l.status === 'error').length,
});

interface DiffEntry {
  id: number;
  before: SnapshotRule | null;
  after: SnapshotRule | null;
  fields: string[];
}
const COMPARED = ['match', 'source', 'target', 'kind', 'active', 'note'] as const;
/** What changed from one rule set to another, by rule id: added, removed, changed (fields) and moved (order). */
export function diffRules(from: SnapshotRule[], to: SnapshotRule[]) {
  const a = new Map(from.map((r) => [r.id, r]));
  const b = new Map(to.map((r) => [r.id, r]));
  const added: DiffEntry[] = [];
  const removed: DiffEntry[] = [];
  const changed: DiffEntry[] = [];
  for (const r of to) if (!a.has(r.id)) added.push({ id: r.id, before: null, after: r, fields: [] });
  for (const r of from) if (!b.has(r.id)) removed.push({ id: r.id, before: r, after: null, fields: [] });
  for (const r of from) {
    const n = b.get(r.id);
    if (!n) continue;
    const fields = COMPARED.filter((k) => (r[k] ?? null) !== (n[k] ?? null));
    if (fields.length) changed.push({ id: r.id, before: r, after: n, fields: [...fields] });
  }
  // Moved: the order of the rules both sets have differs.
  const orderA = from.filter((r) => b.has(r.id)).map((r) => r.id);
  const orderB = to.filter((r) => a.has(r.id)).map((r) => r.id);
  const moved = orderA.filter((id, i) => orderB[i] !== id);
  return { added, removed, changed, moved };
}

const exportQuery = z.looseObject({ format: z.enum(['htaccess', 'nginx']).optional() });
const resolveQuery = z.looseObject({ path: z.string().min(1).max(REDIRECT_PATH_MAX).meta({ title: redirectLabels.fields.source }) });
const versionQuery = z.looseObject({ against: z.string().max(20).optional() });

/** The redirects editor (/api/admin/redirects, permission `htaccess`; reading also `read_htaccess`) and the storefront's resolver. */
export const redirectRoutes: RouteModule = async (app, ctx) => {
  const { db } = ctx;
  const resolver = resolverOf(app.server, db, app.log);
  resolver.start();
  app.addHook('onClose', async () => resolver.stop());
  // The change is committed once its answer goes out: this node drops its copy at once (others at the notice).
  app.addHook('onResponse', async (req, reply) => {
    if (req.method !== 'GET' && reply.statusCode < 400 && req.url.startsWith(API)) invalidateRedirects();
  });

  await crudRoutes<Row, RedirectInput>({
    path: API,
    resource: 'htaccess',
    permission: WRITE,
    readPermission: READ,
    entity: 'redirect',
    one: redirectLabels.one,
    tag: TAG,
    table: redirects,
    create: redirectCreate,
    search: sql`fa_norm(concat_ws(' ', ${redirects.source}, ${redirects.target}, ${redirects.note}))`,
    filters: (q) => [
      typeof q.match === 'string' && (REDIRECT_MATCHES as readonly string[]).includes(q.match) ? eq(redirects.match, q.match) : undefined,
      intParam(q.kind) !== undefined && (REDIRECT_KINDS as readonly number[]).includes(intParam(q.kind)!) ? eq(redirects.kind, intParam(q.kind)!) : undefined,
      boolParam(q.active) === undefined ? undefined : eq(redirects.active, boolParam(q.active)!),
    ],
    sorts: { id: redirects.id, position: redirects.position, source: redirects.source, hit_count: redirects.hitCount, last_hit_at: redirects.lastHitAt, created_at: redirects.createdAt },
    defaultSort: 'position',
    present: (_db, rows) => rows.map(present),
    toValues: (b) => ({
      ...(b.match !== undefined && { match: b.match }),
      ...(b.source !== undefined && { source: b.source }),
      ...(b.target !== undefined && { target: b.target ?? null }),
      ...(b.kind !== undefined && { kind: b.kind }),
      ...(b.active !== undefined && { active: b.active }),
      ...(b.note !== undefined && { note: b.note ?? null }),
    }),
    beforeWrite: async (tx, values, existing) => {
      const merged = { match: (values.match ?? existing?.match) as SnapshotRule['match'], source: String(values.source ?? existing?.source ?? ''), target: (values.target !== undefined ? values.target : existing?.target ?? null) as string | null, kind: Number(values.kind ?? existing?.kind) as RedirectKind };
      // A 410 keeps no target: switching a rule to 410 clears it.
      if (merged.kind === 410 && values.kind === 410 && values.target === undefined) {
        values.target = null;
        merged.target = null;
      }
      const errors = checkRule(merged);
      if (Object.keys(errors).length) throw validation(errors);
      // The time budget (a worker runs it on the longest paths); before the lock, so nobody waits on it.
      if (merged.match === 'regex' && (values.source !== undefined || values.match !== undefined) && (await slowPatterns([merged.source])).size) throw validation({ source: E.regexUnsafe });
      await lockRules(tx);
      if (!existing) {
        const [last] = await tx.select({ p: sql<number>`coalesce(max(${redirects.position}), 0)`.mapWith(Number) }).from(redirects);
        values.position = last!.p + 1;
      }
    },
    afterWrite: async (tx, before, after, req) => {
      await settle(tx, req, !before ? 'create' : !after ? 'delete' : 'update', [after?.id ?? before!.id]);
    },
    listMeta: async (dbx) => {
      const rules = (await allRows(dbx as Tx)).map(snapshotOf);
      return { shadowed: shadowsOf(rules), total_rules: rules.length };
    },
  })(app, ctx);

  // The order: every rule, each once (first match wins, so a partial order is refused).
  app.post(`${API}/sort`, { config: { permission: WRITE }, schema: { tags: [TAG], body: redirectSortBody } }, async (req) => {
    const { ids } = req.body as { ids: number[] };
    const changed = await db.transaction(async (tx) => {
      await lockRules(tx);
      const [all] = await tx.select({ n: count() }).from(redirects);
      if (new Set(ids).size === ids.length && all!.n !== ids.length) throw validation({ ids: E.sortIncomplete });
      const moved = await reorderRows(tx, req, ids, { table: redirects, entity: 'redirect', messages: { duplicate: E.sortDuplicate, unknown: E.sortIncomplete } });
      if (moved) await settle(tx, req, 'sort', ids);
      return moved;
    });
    return { data: { changed } };
  });

  // The tester: which rule answers this URL and where it goes, the chain followed (the rules as saved).
  app.post(`${API}/test`, { config: { permission: READ }, schema: { tags: [TAG], body: redirectTestBody } }, async (req) => {
    const raw = (req.body as { path: string }).path.trim();
    if (!raw) throw validation({ path: E.pathRequired });
    const path = pathOf(raw);
    if (splitQuery(path)[0].length > REDIRECT_PATH_MAX) throw validation({ path: E.pathTooLong(REDIRECT_PATH_MAX) });
    const rows = await allRows(db);
    const f = follow(new RuleSet(rows.map(snapshotOf)), path);
    const byId = new Map(rows.map((r) => [r.id, r]));
    return {
      data: {
        path,
        ...f,
        hops: f.hops.map((h) => ({ ...h, rule: byId.has(h.rule_id) ? snapshotOf(byId.get(h.rule_id)!) : null })),
      },
    };
  });

  // Import: a preview of every line (nothing written), then with `confirm` the valid lines in one transaction.
  app.post(`${API}/import`, { config: { permission: WRITE }, schema: { tags: [TAG], body: redirectImportBody } }, async (req) => {
    const { text, confirm } = req.body as { text: string; confirm?: boolean };
    if (text.split(/\r?\n/).length > REDIRECT_IMPORT_MAX_LINES) throw validation({ text: E.importTooLarge(REDIRECT_IMPORT_MAX_LINES) });
    if (!confirm) return { data: importSummary(await previewImport(text, (await allRows(db)).map(snapshotOf))) };
    const result = await db.transaction(async (tx) => {
      await lockRules(tx);
      const lines = await previewImport(text, (await allRows(tx)).map(snapshotOf));
      const fresh = lines.filter((l) => l.status === 'rule');
      if (!fresh.length) throw validation({ text: E.importEmpty });
      const [last] = await tx.select({ p: sql<number>`coalesce(max(${redirects.position}), 0)`.mapWith(Number) }).from(redirects);
      const created = (await tx
        .insert(redirects)
        .values(fresh.map((l, i) => ({ match: l.rule!.match, source: l.rule!.source, target: l.rule!.target, kind: l.rule!.kind, active: l.rule!.active, note: l.rule!.note, position: last!.p + i + 1 })))
        .returning()) as Row[];
      for (const row of created) await audit(tx, actorOf(req), { entity: 'redirect', entityId: row.id, action: 'create', before: null, after: row });
      try {
        await settle(tx, req, 'import', created.map((r) => r.id));
      } catch (e) {
        if (e instanceof AppError) throw new AppError(422, e.code, `${E.importFailed}: ${e.message}`, { text: e.message });
        throw e;
      }
      return { ...importSummary(lines), created: created.length };
    });
    return { data: result };
  });

  // Export as an .htaccess text or as nginx maps (a file to download).
  app.get(`${API}/export`, { config: { permission: READ }, schema: { tags: [TAG], querystring: exportQuery } }, async (req, reply) => {
    const format = (req.query as { format?: string }).format === 'nginx' ? 'nginx' : 'htaccess';
    const rules = (await allRows(db)).map(snapshotOf);
    const body = format === 'nginx' ? toNginxMap(rules) : toHtaccess(rules);
    return reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('content-disposition', `attachment; filename="${format === 'nginx' ? 'redirects.nginx.conf' : 'redirects.htaccess'}"`)
      .send(body);
  });

  // Versions: the last 100 snapshots, newest first.
  app.get(`${API}/versions`, { config: { permission: READ }, schema: { tags: [TAG] } }, async () => {
    const rows = await db
      .select({ id: redirectVersions.id, reason: redirectVersions.reason, created_at: redirectVersions.createdAt, admin_id: redirectVersions.adminId, admin_name: sql<string | null>`coalesce(${admins.name}, ${admins.username})`, count: sql<number>`jsonb_array_length(${redirectVersions.rules})`.mapWith(Number) })
      .from(redirectVersions)
      .leftJoin(admins, eq(admins.id, redirectVersions.adminId))
      .orderBy(desc(redirectVersions.id))
      .limit(100);
    return { data: rows.map(({ admin_id, admin_name, ...r }) => ({ ...r, admin: admin_id ? { id: admin_id, name: admin_name } : null })) };
  });

  const loadVersion = async (id: number) => {
    const [v] = await db.select().from(redirectVersions).where(eq(redirectVersions.id, id)).limit(1);
    if (!v) throw notFound('redirect_version');
    return v;
  };

  // One version and its difference to the current rules (or to another version: `?against=<id>`).
  app.get(`${API}/versions/:id`, { config: { permission: READ }, schema: { tags: [TAG], params: idParams, querystring: versionQuery } }, async (req) => {
    const v = await loadVersion(parseId((req.params as { id: string }).id));
    const against = (req.query as { against?: string }).against;
    const other = against ? ((await loadVersion(parseId(against))).rules as SnapshotRule[]) : (await allRows(db)).map(snapshotOf);
    return { data: { id: v.id, reason: v.reason, created_at: v.createdAt, rules: v.rules, diff: diffRules(v.rules as SnapshotRule[], other) } };
  });

  // Restore: the set becomes the version's (ids kept, so hit counts of the same rules stay); itself a new version.
  app.post(`${API}/versions/:id/restore`, { config: { permission: WRITE }, schema: { tags: [TAG], params: idParams } }, async (req) => {
    const id = parseId((req.params as { id: string }).id);
    const v = await loadVersion(id);
    const rules = v.rules as SnapshotRule[];
    const restored = await db.transaction(async (tx) => {
      await lockRules(tx);
      const current = await allRows(tx);
      const hits = new Map(current.map((r) => [r.id, r]));
      await tx.delete(redirects);
      if (rules.length)
        await tx.insert(redirects).values(
          rules.map((r) => ({ id: r.id, match: r.match, source: r.source, target: r.target, kind: r.kind, active: r.active, note: r.note, position: r.position, hitCount: hits.get(r.id)?.hitCount ?? 0, lastHitAt: hits.get(r.id)?.lastHitAt ?? null })),
        );
      const diff = diffRules(current.map(snapshotOf), rules);
      await audit(tx, actorOf(req), {
        entity: 'redirect',
        entityId: null,
        action: 'restore',
        changes: { version_id: [null, id], rules: [current.length, rules.length] },
      });
      await settle(tx, req, 'restore');
      return { restored: rules.length, added: diff.added.length, removed: diff.removed.length, changed: diff.changed.length };
    });
    return { data: restored };
  });

  // The storefront: where a path goes (public; answered from memory; hits counted in batches).
  app.get('/api/store/redirects/resolve', { config: { public: true }, schema: { tags: [TAG], querystring: resolveQuery } }, async (req) => {
    const a = await resolver.resolve((req.query as { path: string }).path);
    return { data: { status: a.status, location: a.location, rule_id: a.rule_id, hops: a.hops.length } };
  });
};

