import { z } from 'zod';
import { redirectErrors, redirectLabels } from '../i18n/fa/redirects';
import { bool, id, optionalText, text } from './fields';
import { REDIRECT_KINDS, REDIRECT_MATCHES, REDIRECT_PATH_MAX, REDIRECT_SOURCE_MAX, REDIRECT_TARGET_MAX, type RedirectKind } from '../redirects';

const L = redirectLabels.fields;

export * from '../redirects';

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
