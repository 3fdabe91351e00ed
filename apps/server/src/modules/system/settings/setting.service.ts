import { eq, inArray, sql } from 'drizzle-orm';
import { FEATURES, featureSettingName, type FeatureState } from '@pishkhan/common/features';
import { pageUrlMessage, proxyUrlMessage } from '@pishkhan/common/i18n/fa/setting-messages';
import { SETTING_DEFS, SETTING_GROUPS, settingDef, type SettingDef } from '@pishkhan/common/settings';
import { ruleMessage } from '@pishkhan/common/validation';
import { stripInvisibleControls, toAsciiDigits } from '@pishkhan/common/text';
import type { Db, DbOrTx } from '../../../db/client';
import { audit, type Actor } from '../../../lib/audit';
import { appError, validation } from '../../../lib/errors';
import { media } from '../uploads/media.table';
import { settings } from './setting.table';

/**
 * Settings: definitions in code (packages/common/src/settings.ts), values in the `settings` table.
 * Values are cached per process for a few seconds; a change on this node clears the cache at once.
 */
const TTL_MS = 3000;
let cache: { at: number; values: Map<string, unknown> } | null = null;

export function clearSettingsCache() {
  cache = null;
}

export async function allSettings(db: DbOrTx): Promise<Map<string, unknown>> {
  if (cache && Date.now() - cache.at < TTL_MS) return cache.values;
  const rows = await db.select().from(settings);
  const stored = new Map(rows.map((r) => [r.name, r.value]));
  const values = new Map<string, unknown>();
  for (const d of SETTING_DEFS) values.set(d.name, stored.has(d.name) ? stored.get(d.name) : d.default);
  cache = { at: Date.now(), values };
  return values;
}

export async function getSetting<T = unknown>(db: DbOrTx, name: string): Promise<T> {
  return (await allSettings(db)).get(name) as T;
}

const featureStates = new WeakMap<Map<string, unknown>, FeatureState>();

/** The feature switches; the same object while the settings are unchanged (callers may memoize on it). */
export async function featureState(db: DbOrTx): Promise<FeatureState> {
  const values = await allSettings(db);
  let state = featureStates.get(values);
  if (!state) {
    state = Object.fromEntries(FEATURES.map((f) => [f.key, values.get(featureSettingName(f.key)) !== false])) as FeatureState;
    featureStates.set(values, state);
  }
  return state;
}

export const settingGroups = () => SETTING_GROUPS;

/** A proxy's address: http(s)://[user:pass@]host[:port]. */
const PROXY_URL = /^https?:\/\/(?:[^\s/@]+@)?[^\s/:@]+(?::\d{1,5})?\/?$/i;
/** A page's full address: http(s)://host[:port][/path][?query], no credentials, no fragment. */
const PAGE_URL = /^https?:\/\/[^\s/:@?#]+(?::\d{1,5})?(?:\/[^\s#]*)?(?:\?[^\s#]*)?$/i;

/** A secret as the browser may see it: whether it is set and its last four characters. */
export const maskSecret = (value: unknown) => (typeof value === 'string' && value ? `••••${value.slice(-4)}` : null);

async function present(db: DbOrTx, d: SettingDef, value: unknown) {
  if (d.type === 'secret') return '';
  if (d.type === 'image') {
    if (typeof value !== 'number') return null;
    const [m] = await db.select({ id: media.id, path: media.path }).from(media).where(inArray(media.id, [value]));
    return m ? { id: m.id, url: `/uploads/${m.path}` } : null;
  }
  return value;
}

export async function readGroup(db: DbOrTx, group: string) {
  const g = SETTING_GROUPS.find((x) => x.name === group);
  if (!g) throw appError(404, 'unknown_setting_group');
  const values = await allSettings(db);
  const defs = SETTING_DEFS.filter((d) => d.group === group);
  return {
    group: g,
    settings: await Promise.all(
      defs.map(async (d) => ({
        name: d.name,
        label: d.label,
        type: d.type,
        value: await present(db, d, values.get(d.name)),
        ...(d.options ? { options: d.options } : {}),
        ...(d.help ? { help: d.help } : {}),
        ...(d.min !== undefined ? { min: d.min } : {}),
        ...(d.max !== undefined ? { max: d.max } : {}),
        ...(d.type === 'secret' ? { is_set: maskSecret(values.get(d.name)) !== null, masked: maskSecret(values.get(d.name)) } : {}),
      })),
    ),
  };
}

function coerce(d: SettingDef, raw: unknown): { ok: true; value: unknown } | { ok: true; keep: true } | { ok: false; message: string } {
  const bad = (rule: Parameters<typeof ruleMessage>[0], p: Record<string, number> = {}) => ({ ok: false as const, message: ruleMessage(rule, d.label, p) });
  switch (d.type) {
    case 'text':
    case 'textarea': {
      if (raw === null || raw === undefined) return { ok: true, value: '' };
      if (typeof raw !== 'string') return bad('type_string');
      const max = d.type === 'text' ? 255 : 5000;
      if (raw.length > max) return bad('max', { length: max });
      // The shop's name and address print on invoices: no bidi override may reverse them.
      return { ok: true, value: stripInvisibleControls(raw).trim() };
    }
    case 'secret': {
      // Never read back, so an empty field means «unchanged»; `null` clears it.
      if (raw === null) return { ok: true, value: '' };
      if (raw === undefined || raw === '') return { ok: true, keep: true };
      if (typeof raw !== 'string') return bad('type_string');
      if (raw.length > 2000) return bad('max', { length: 2000 });
      const v = raw.trim();
      return v ? { ok: true, value: v } : { ok: true, keep: true };
    }
    case 'url': {
      if (raw === null || raw === undefined) return { ok: true, value: '' };
      if (typeof raw !== 'string') return bad('type_string');
      const v = toAsciiDigits(raw).trim();
      if (d.withPath) return !v || (v.length <= 500 && PAGE_URL.test(v)) ? { ok: true, value: v } : { ok: false, message: pageUrlMessage(d.label) };
      if (v && (v.length > 255 || !PROXY_URL.test(v))) return { ok: false, message: proxyUrlMessage(d.label) };
      return { ok: true, value: v };
    }
    case 'number':
    case 'price': {
      const s = typeof raw === 'string' ? toAsciiDigits(raw).replace(/[,\u066C\s]/g, '') : raw;
      const n = typeof s === 'string' && /^-?\d+$/.test(s) ? Number(s) : s;
      if (typeof n !== 'number' || !Number.isSafeInteger(n)) return bad('integer');
      if (d.min !== undefined && n < d.min) return bad('min_value', { min: d.min });
      if (d.max !== undefined && n > d.max) return bad('max_value', { max: d.max });
      return { ok: true, value: n };
    }
    case 'boolean':
      if (typeof raw !== 'boolean') return bad('type_boolean');
      return { ok: true, value: raw };
    case 'select':
      if (typeof raw !== 'string' || !d.options?.some((o) => o.value === raw)) return bad('oneOf');
      return { ok: true, value: raw };
    case 'image': {
      if (raw === null || raw === '') return { ok: true, value: null };
      const id = typeof raw === 'object' && raw && 'id' in raw ? (raw as { id: unknown }).id : raw;
      if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) return bad('image');
      return { ok: true, value: id };
    }
  }
}

/** Validates every value of the group first, then writes them all in one transaction, audited. */
export async function updateGroup(db: Db, actor: Actor, group: string, body: Record<string, unknown>) {
  if (!SETTING_GROUPS.some((g) => g.name === group)) throw appError(404, 'unknown_setting_group');
  const fields: Record<string, string> = {};
  const next: Record<string, unknown> = {};
  for (const [name, raw] of Object.entries(body)) {
    const d = settingDef(name);
    if (!d || d.group !== group) {
      fields[name] = ruleMessage('unknownField', undefined, { field: name }).replace(/«.*»/, `«${name}»`);
      continue;
    }
    const r = coerce(d, raw);
    if (!r.ok) fields[name] = r.message;
    else if (!('keep' in r)) next[name] = r.value;
  }
  if (Object.keys(fields).length) throw validation(fields);
  const imageIds = Object.entries(next).filter(([n, v]) => settingDef(n)!.type === 'image' && typeof v === 'number').map(([, v]) => v as number);
  if (imageIds.length) {
    const found = await db.select({ id: media.id }).from(media).where(inArray(media.id, imageIds));
    for (const [n, v] of Object.entries(next)) if (settingDef(n)!.type === 'image' && typeof v === 'number' && !found.some((f) => f.id === v)) fields[n] = ruleMessage('image', settingDef(n)!.label);
    if (Object.keys(fields).length) throw validation(fields);
  }
  await db.transaction(async (tx) => {
    const before = await allSettingsFresh(tx);
    const changes: Record<string, [unknown, unknown]> = {};
    for (const [name, value] of Object.entries(next)) {
      if (JSON.stringify(before.get(name)) === JSON.stringify(value)) continue;
      // A secret never enters the audit log: only whether it was set.
      changes[name] = settingDef(name)!.type === 'secret' ? [maskSecret(before.get(name)), maskSecret(value)] : [before.get(name) ?? null, value];
      await tx
        .insert(settings)
        .values({ name, value: value as any })
        .onConflictDoUpdate({ target: settings.name, set: { value: sql`excluded.value`, updatedAt: sql`now()` } });
    }
    if (Object.keys(changes).length) await audit(tx, actor, { entity: 'setting', entityId: group, action: 'update', changes });
  });
  clearSettingsCache();
  return readGroup(db, group);
}

async function allSettingsFresh(db: DbOrTx) {
  clearSettingsCache();
  return allSettings(db);
}

/** The shop's details for invoices, labels and the post office's sheet (the logo is a media id). */
export async function shopDetails(db: DbOrTx) {
  const s = await allSettings(db);
  const str = (k: string) => {
    const v = s.get(k);
    return typeof v === 'string' && v.trim() ? v.trim() : null;
  };
  const logoId = s.get('logo');
  const [logo] = typeof logoId === 'number' ? await db.select({ path: media.path }).from(media).where(eq(media.id, logoId)) : [];
  return {
    name: str('shop_name') ?? str('site_title'),
    phone: str('shop_telephone'),
    address: str('shop_address'),
    postal_code: str('shop_postal_code'),
    email: str('shop_email'),
    economic_code: str('shop_economic_code'),
    logo_url: logo ? `/uploads/${logo.path}` : null,
    paper: str('invoice_paper') === 'A5' ? 'A5' : 'A4',
  };
}
