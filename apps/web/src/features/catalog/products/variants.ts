import type { ImageRef } from '../../../components/inputs/ImageUpload';
import type { AttributeOption, ColorOption, DiscountType, VariantAttribute } from './product.api';

/** One row of the variants grid (a form value). */
export interface VariantRow {
  /** Stable key of the combination: `c<color>|<attr>:<value>…`. */
  key: string;
  id?: number;
  color_id: number | null;
  attributes: VariantAttribute[];
  price: number | null;
  purchase_price?: number | null;
  discount_type: DiscountType | null;
  discount: number | null;
  discount_until: string | null;
  sku: string;
  barcode: string;
  stock: number | null;
  max_per_order: number | null;
  images: ImageRef[];
}

export interface AttributeChoice {
  attribute_id: number;
  /** Value ids of a select attribute, or typed values of a text attribute. */
  value_ids: (number | string)[];
}

export const combinationKey = (colorId: number | null, attrs: { attribute_id: number; attribute_value_id: number | null; value?: string }[]): string =>
  [
    colorId ? `c${colorId}` : 'c-',
    ...[...attrs].sort((a, b) => a.attribute_id - b.attribute_id).map((a) => `${a.attribute_id}:${a.attribute_value_id ?? a.value ?? ''}`),
  ].join('|');

/**
 * The cartesian product of the chosen colours and the chosen values of each attribute (an
 * empty choice is left out of the product). Rows whose combination is already in `existing`
 * are not repeated. New rows take `defaults` (price, discount…).
 */
export function generateCombinations(
  colorIds: number[],
  choices: AttributeChoice[],
  attributes: AttributeOption[],
  existing: VariantRow[],
  defaults: Partial<VariantRow> = {},
): VariantRow[] {
  const axes: VariantAttribute[][] = choices
    .filter((c) => c.value_ids.length > 0)
    .map((c) => {
      const attr = attributes.find((a) => a.id === c.attribute_id);
      return c.value_ids.map((vid) =>
        typeof vid === 'string'
          ? { attribute_id: c.attribute_id, attribute_value_id: null, value: vid }
          : { attribute_id: c.attribute_id, attribute_value_id: vid, value: attr?.values.find((v) => v.id === vid)?.value ?? '' },
      );
    });
  const colorAxis: (number | null)[] = colorIds.length ? colorIds : [null];
  if (colorIds.length === 0 && axes.length === 0) return [];
  let combos: VariantAttribute[][] = [[]];
  for (const axis of axes) combos = combos.flatMap((c) => axis.map((v) => [...c, v]));
  const have = new Set(existing.map((r) => r.key));
  const out: VariantRow[] = [];
  for (const color of colorAxis) {
    for (const attrs of combos) {
      const key = combinationKey(color, attrs);
      if (have.has(key)) continue;
      have.add(key);
      out.push({
        key,
        color_id: color,
        attributes: attrs,
        price: defaults.price ?? null,
        purchase_price: defaults.purchase_price ?? null,
        discount_type: defaults.discount_type ?? null,
        discount: defaults.discount ?? null,
        discount_until: null,
        sku: '',
        barcode: '',
        stock: 0,
        max_per_order: defaults.max_per_order ?? null,
        images: [],
      });
    }
  }
  return out;
}

/** The variant's values joined with " / ", e.g. colour / size / material. */
export function variantLabel(row: Pick<VariantRow, 'color_id' | 'attributes'>, colors: ColorOption[]): string {
  const color = row.color_id ? colors.find((c) => c.id === row.color_id)?.name : undefined;
  return [color, ...row.attributes.map((a) => a.value)].filter(Boolean).join(' / ');
}
