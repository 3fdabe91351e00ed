import { z } from 'zod';
import { merchLabels as L } from '../i18n/fa/merchandising';
import { bool, id, optionalText, text } from './fields';

const isoDate = (label: string) =>
  z
    .string()
    .refine((s) => !Number.isNaN(new Date(s).getTime()))
    .meta({ title: label })
    .nullable()
    .optional();
const ids = (label: string, max = 500) => z.array(id(label)).max(max).meta({ title: label });

/** Gift body; `ends_at` after `starts_at` is checked by the server against the stored values too. */
export const giftCreate = z.strictObject({
    name: text(L.gift.name, { max: 191 }),
    image_id: id(L.gift.image_id).nullable().optional(),
    starts_at: isoDate(L.gift.starts_at),
    ends_at: isoDate(L.gift.ends_at),
    status: bool(L.gift.status).optional(),
    product_ids: ids(L.gift.product_ids).optional(),
  variant_ids: ids(L.gift.variant_ids).optional(),
});

export const setCreate = z.strictObject({
  name: text(L.set.name, { max: 191 }),
  description: optionalText(L.set.description, { max: 2000 }),
  status: bool(L.set.status).optional(),
  product_ids: ids(L.set.product_ids, 100).min(1),
});

export const recommendationGroupCreate = z.strictObject({
  key: z.string().trim().min(2).max(64).regex(/^[a-z0-9_-]+$/).meta({ title: L.recommendation.key }),
  label: text(L.recommendation.label, { max: 100 }),
  show_in_home: bool(L.recommendation.show_in_home).optional(),
  show_in_filter: bool(L.recommendation.show_in_filter).optional(),
  status: bool(L.recommendation.status).optional(),
});

export const recommendationOrder = z.strictObject({ product_ids: ids(L.recommendation.product_ids, 1000) });
export const recommendationAdd = z.strictObject({ product_id: id(L.recommendation.product_id) });

export const COMMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const commentStatusBody = z.strictObject({
  ids: ids(L.comment.ids, 100).min(1),
  status: z.enum(COMMENT_STATUSES).meta({ title: L.comment.status }),
});
export const commentReply = z.strictObject({ body: text(L.comment.body, { min: 2, max: 5000 }) });
