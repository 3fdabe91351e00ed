import { z } from 'zod';
import { redirectErrors, redirectLabels } from '../i18n/fa/redirects';
import { bool, id, optionalText, text } from './fields';

const L = redirectLabels.fields;

export const REDIRECT_MATCHES = ['exact', 'prefix', 'regex'] as const;
export type RedirectMatch = (typeof REDIRECT_MATCHES)[number];
export const REDIRECT_KINDS = [301, 302, 307, 410] as const;
export type RedirectKind = (typeof REDIRECT_KINDS)[number];
/** Longest source (a path or a regular expression) and target. */
export const REDIRECT_SOURCE_MAX = 500;
export const REDIRECT_TARGET_MAX = 2000;
/** Longest path the resolver and the tester look at: a longer one matches nothing (no regex runs on it). */
export const REDIRECT_PATH_MAX = 2048;
/** Most hops a chain of redirects may take. */
export const REDIRECT_CHAIN_MAX = 5;
/** Most lines of an imported .htaccess text. */
export const REDIRECT_IMPORT_MAX_LINES = 5000;

const kind = z
  .number()
  .refine((k): k is RedirectKind => (REDIRECT_KINDS as readonly number[]).includes(k), { message: redirectErrors.kindInvalid })
  .meta({ title: L.kind }) as unknown as z.ZodType<RedirectKind>;

export const redirectCreate = z.strictObject({
  match: z.enum(REDIRECT_MATCHES).meta({ title: L.match }),
  source: text(L.source, { max: REDIRECT_SOURCE_MAX }),
  target: optionalText(L.target, { max: REDIRECT_TARGET_MAX }),
  kind,
  active: bool(L.active).optional(),
  note: optionalText(L.note, { max: 500 }),
});
export type RedirectInput = z.infer<typeof redirectCreate>;

export const redirectTestBody = z.strictObject({ path: z.string().max(REDIRECT_PATH_MAX * 2).meta({ title: L.source }) });
export const redirectImportBody = z.strictObject({
  text: z.string().max(1_000_000).meta({ title: L.rules }),
  /** false: a preview (nothing written); true: the valid lines are added in one transaction. */
  confirm: z.boolean().optional(),
});
export const redirectSortBody = z.strictObject({ ids: z.array(id(L.position)).min(1).max(100_000).meta({ title: L.position }) });
