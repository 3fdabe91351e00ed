import { z } from 'zod';
import { linkText, linkTypeLabels } from './i18n/fa/links';
import { LINK_TYPE_RULES, LINK_TYPES, type Link } from './links';

/** A free address: `https://…`, or a path of the shop (`/about`). */
const LINK_URL = /^(?:https:\/\/[^\s/?#@]+\.[^\s/?#@]+(?:[/?#]\S*)?|\/(?!\/)\S*)$/i;

const emptyToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/**
 * The shape rules of a link (no database): neither an address nor a type, both, an index where the
 * type has none, an id where it has no rows. Every message lands on the field itself (`field`).
 * The server then checks that the target exists (`validateLinks`).
 */
export function linkSchema(label: string, required: boolean) {
  const shape = z
    .object({
      url: z.preprocess(emptyToNull, z.string().trim().max(500).nullable()).optional(),
      type: z.preprocess(emptyToNull, z.enum(LINK_TYPES).nullable()).optional(),
      id: z.preprocess(emptyToNull, z.coerce.number().int().positive().max(2_147_483_647).nullable()).optional(),
    })
    .meta({ title: label })
    .superRefine((l, ctx) => {
      const fail = (message: string) => ctx.addIssue({ code: 'custom', message, path: [] });
      if (!l.url && !l.type) return fail(linkText.required);
      if (l.url && l.type) return fail(linkText.both);
      if (l.url) return void (LINK_URL.test(l.url) || fail(linkText.badUrl));
      const rules = LINK_TYPE_RULES[l.type!];
      if (l.id == null && !rules.index) return fail(linkText.noIndex(linkTypeLabels[l.type!]));
      if (l.id != null && !rules.show) return fail(linkText.noShow(linkTypeLabels[l.type!]));
    })
    // Stored in its one normal form: `{ url }`, `{ type }` or `{ type, id }`.
    .transform((l): Link => (l.url ? { url: l.url } : l.id != null ? { type: l.type!, id: l.id } : { type: l.type! }));
  return required ? shape : z.preprocess((v) => (v === undefined ? undefined : v), shape.nullable()).optional();
}

