import { z } from 'zod';
import { sizeChartTypeResource } from '../resources/size-chart-type.resource';
import { catalogError, catalogLabels as C } from '../i18n/fa/catalog-labels';
import { bool, id, noDuplicates, optionalText, text } from './fields';

/**
 * Contracts of the catalogue's categories, attributes, specifications, size chart types and size
 * charts (issue 3, parts 1–4). Shared by the server (validation, OpenAPI) and the forms.
 */

export const MAX_CATEGORY_DEPTH = 10;
export const SIZE_CHART_MAX_ROWS = 50;
/** A size chart's columns: at most its type's (the definition's) column count. */
export const SIZE_CHART_MAX_COLS = sizeChartTypeResource.fields.values.maxItems;
export const ATTRIBUTE_TYPES = ['text', 'select'] as const;
export const ATTRIBUTE_STYLES = ['select', 'box', 'image'] as const;
export const SPECIFICATION_TYPES = ['text', 'select', 'multi_select'] as const;

/** A latin machine name: `size`, `screen_size`. */
const machineName = (label: string) =>
  z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[a-zA-Z][a-zA-Z0-9_-]*$/, { message: catalogError('machine_name') })
    .meta({ title: label });

const ids = (label: string, itemLabel: string) => z.array(id(itemLabel)).max(500).meta({ title: label });

/* ---------------- categories ---------------- */

export const categoryCreate = z.strictObject({
  title: text(C.category.title, { max: 191 }),
  slug: optionalText(C.category.slug, { max: 191 }),
  description: optionalText(C.category.description, { max: 10000 }),
  parent_id: id(C.category.parent_id).nullable().optional(),
  image_id: id(C.category.image_id).nullable().optional(),
  icon_id: id(C.category.icon_id).nullable().optional(),
  status: bool(C.category.status).optional(),
  featured: bool(C.category.featured).optional(),
  meta_title: optionalText(C.category.meta_title, { max: 191 }),
  meta_description: optionalText(C.category.meta_description, { max: 500 }),
  attribute_ids: ids(C.category.attribute_ids, C.category.attribute_ids).optional(),
  specification_ids: ids(C.category.specification_ids, C.category.specification_ids).optional(),
  brand_ids: ids(C.category.brand_ids, C.category.brand_ids).optional(),
});
export const categoryUpdate = categoryCreate.partial();
export type CategoryCreate = z.infer<typeof categoryCreate>;

/** `PUT /categories/tree`: `[{ id, children: [...] }]`; the nesting is checked by the server walk. */
export const categoryTreeBody = z.array(z.unknown()).max(100_000).meta({ title: C.category.tree });
export interface CategoryIdTree {
  id: number;
  children?: CategoryIdTree[];
}

/* ---------------- attributes ---------------- */

const valueText = (label: string) => text(label, { max: 191 });
/** Update: the whole new list; `id` keeps (and renames) a value, no id adds one, a missing id removes it. */
const valueItems = (label: string, itemLabel: string, idLabel: string) =>
  z
    .array(z.strictObject({ id: id(idLabel).optional(), value: valueText(itemLabel) }))
    .max(500)
    .meta({ title: label })
    .superRefine((list, ctx) => noDuplicates(list.map((v) => v.value), ctx, (i) => [i, 'value']));
const newValues = (label: string, itemLabel: string) =>
  z
    .array(valueText(itemLabel))
    .max(500)
    .meta({ title: label })
    .superRefine((list, ctx) => noDuplicates(list, ctx, (i) => [i]));

const attributeBase = {
  name: machineName(C.attribute.name),
  label: text(C.attribute.label, { max: 100 }),
  type: z.enum(ATTRIBUTE_TYPES).meta({ title: C.attribute.type }),
  style: z.enum(ATTRIBUTE_STYLES).meta({ title: C.attribute.style }).optional(),
  show_filter: bool(C.attribute.show_filter).optional(),
  status: bool(C.attribute.status).optional(),
};
export const attributeCreate = z.strictObject({ ...attributeBase, values: newValues(C.attribute.values, C.attribute.value).optional() }).superRefine((b, ctx) => {
  if (b.type === 'select' && !b.values?.length) ctx.addIssue({ code: 'custom', path: ['values'], message: catalogError('values_required') });
});
export const attributeUpdate = z
  .strictObject({
    ...Object.fromEntries(Object.entries(attributeBase).map(([k, v]) => [k, v.optional()])),
    values: valueItems(C.attribute.values, C.attribute.value, C.attribute.value_id).optional(),
  });
export type AttributeCreate = z.infer<typeof attributeCreate>;
export type AttributeUpdate = {
  name?: string;
  label?: string;
  type?: (typeof ATTRIBUTE_TYPES)[number];
  style?: (typeof ATTRIBUTE_STYLES)[number];
  show_filter?: boolean;
  status?: boolean;
  values?: { id?: number; value: string }[];
};

/* ---------------- specifications ---------------- */

const specificationBase = {
  name: machineName(C.specification.name),
  label: text(C.specification.label, { max: 100 }),
  group: optionalText(C.specification.group, { max: 100 }),
  type: z.enum(SPECIFICATION_TYPES).meta({ title: C.specification.type }),
  required: bool(C.specification.required).optional(),
  show_filter: bool(C.specification.show_filter).optional(),
  status: bool(C.specification.status).optional(),
};
export const specificationCreate = z
  .strictObject({ ...specificationBase, values: newValues(C.specification.values, C.specification.value).optional() })
  .superRefine((b, ctx) => {
    if (b.type !== 'text' && !b.values?.length) ctx.addIssue({ code: 'custom', path: ['values'], message: catalogError('values_required') });
  });
export const specificationUpdate = z.strictObject({
  ...Object.fromEntries(Object.entries(specificationBase).map(([k, v]) => [k, v.optional()])),
  values: valueItems(C.specification.values, C.specification.value, C.specification.value_id).optional(),
});
export type SpecificationCreate = z.infer<typeof specificationCreate>;
export type SpecificationUpdate = {
  name?: string;
  label?: string;
  group?: string | null;
  type?: (typeof SPECIFICATION_TYPES)[number];
  required?: boolean;
  show_filter?: boolean;
  status?: boolean;
  values?: { id?: number; value: string }[];
};
export const specificationOrder = z.strictObject({
  ids: z.array(id(C.specification.ids)).min(1).max(10_000).meta({ title: C.specification.ids }),
});

/* ---------------- size chart types and size charts ---------------- */


const chart = z
  .array(z.array(text(C.sizeChart.cell, { max: 100 })).min(1).max(SIZE_CHART_MAX_COLS).meta({ title: C.sizeChart.chart }))
  .min(1)
  .max(SIZE_CHART_MAX_ROWS)
  .meta({ title: C.sizeChart.chart })
  .superRefine((rows, ctx) => {
    const cols = rows[0]?.length ?? 0;
    rows.forEach((r, i) => {
      if (r.length !== cols) ctx.addIssue({ code: 'custom', path: [i], message: catalogError('chart_not_rectangular', { cols }) });
    });
  });
export const sizeChartCreate = z.strictObject({
  title: text(C.sizeChart.title, { max: 191 }),
  type_id: id(C.sizeChart.type_id).nullable().optional(),
  chart,
});
export const sizeChartUpdate = sizeChartCreate.partial();
export type SizeChartCreate = z.infer<typeof sizeChartCreate>;
