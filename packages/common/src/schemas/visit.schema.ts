import { z } from 'zod';
import { visitErrors, visitLabels as L } from '../i18n/fa/visits';
import { id, optionalText, storedString } from './fields';

/** What a storefront page reports when it opens (POST /api/store/visits). */
export const VISIT_KINDS = ['page', 'product', 'post'] as const;
export type VisitKind = (typeof VISIT_KINDS)[number];
export const VISIT_PATH_MAX = 2000;

export const visitBeacon = z
  .strictObject({
    path: storedString()
      .min(1)
      .max(VISIT_PATH_MAX)
      .refine((p) => p.startsWith('/'), { message: visitErrors.path })
      .meta({ title: L.path }),
    referrer: optionalText(L.referrer, { max: VISIT_PATH_MAX }),
    kind: z.enum(VISIT_KINDS).optional().meta({ title: L.kind }),
    id: id(L.id).optional(),
  })
  .superRefine((b, ctx) => {
    const item = b.kind === 'product' || b.kind === 'post';
    if (item && b.id === undefined) ctx.addIssue({ code: 'custom', path: ['id'], message: visitErrors.idRequired });
    if (!item && b.id !== undefined) ctx.addIssue({ code: 'custom', path: ['id'], message: visitErrors.idNotAllowed });
  });
export type VisitBeacon = z.infer<typeof visitBeacon>;
