import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/client';
import { auditLogs } from '../modules/system/audit-logs/audit-log.table';

export interface Actor {
  adminId: number | null;
  ip: string | null;
}
export const actorOf = (req: FastifyRequest): Actor => ({ adminId: req.admin?.id ?? null, ip: req.ip ?? null });

const SECRET = /password|token|hash|secret/i;

function comparable(v: unknown): unknown {
  if (v instanceof Date) return v.toISOString();
  return v === undefined ? null : v;
}

/** `{ field: [before, after] }` for the fields that changed; secrets are masked. */
export function diff(before: Record<string, unknown> | null, after: Record<string, unknown> | null): Record<string, [unknown, unknown]> {
  const out: Record<string, [unknown, unknown]> = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const k of keys) {
    if (k === 'search' || k === 'updatedAt' || k === 'updated_at' || k === 'createdAt' || k === 'created_at') continue;
    const b = comparable(before?.[k]);
    const a = comparable(after?.[k]);
    if (JSON.stringify(b) === JSON.stringify(a)) continue;
    out[toSnake(k)] = SECRET.test(k) ? ['***', '***'] : [b, a];
  }
  return out;
}
const toSnake = (s: string) => s.replace(/[A-Z]/g, (c) => '_' + c.toLowerCase());

/** Records one change in the same transaction as the change itself. */
export async function audit(
  tx: DbOrTx,
  actor: Actor,
  entry: { entity: string; entityId?: string | number | null; action: string; before?: Record<string, any> | null; after?: Record<string, any> | null; changes?: Record<string, [unknown, unknown]> },
): Promise<void> {
  const changes = entry.changes ?? diff(entry.before ?? null, entry.after ?? null);
  if (entry.action === 'update' && Object.keys(changes).length === 0) return;
  await tx.insert(auditLogs).values({
    adminId: actor.adminId,
    ip: actor.ip,
    entity: entry.entity,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    action: entry.action,
    changes,
  });
}
