import { productFormText as t } from '@pishkhan/common/i18n/fa/product-screens';
import { messageOf } from '@pishkhan/common/rules';
import { Form } from 'antd';
import { NumberInput } from '../../../components/inputs/NumberInput';
import { PriceInput } from '../../../components/inputs/PriceInput';

export const discountTypeOptions = [
  { value: 'percentage', label: t.discountTypes.percentage! },
  { value: 'fixed', label: t.discountTypes.fixed! },
];

/** The discount amount box: a percentage (1–100) or an amount in the shop's unit, by the chosen type. */
export function DiscountAmount({ typePath, unit, ...rest }: { typePath: (string | number)[]; unit?: string | undefined; value?: number | null; onChange?: (v: number | null) => void; id?: string; 'aria-label'?: string }) {
  const type = Form.useWatch(typePath) as string | null | undefined;
  if (type === 'percentage')
    return <NumberInput {...rest} min={1} max={100} unit="%" disabled={!type} style={{ inlineSize: '100%' }} />;
  return <PriceInput {...rest} {...(unit ? { unit } : {})} disabled={!type} />;
}

/** Client-side checks of a discount (the server checks again): ≤ 100%, below the price. */
export const discountRule =
  (typePath: (string | number)[], pricePath: (string | number)[]) =>
  ({ getFieldValue }: { getFieldValue: (n: (string | number)[]) => unknown }) => ({
    validator: async (_: unknown, v: number | null | undefined) => {
      const type = getFieldValue(typePath);
      if (!type) return;
      if (v === null || v === undefined) throw new Error(messageOf('required', t.discount));
      if (type === 'percentage' && v > 100) throw new Error(t.discountMax);
      const price = getFieldValue(pricePath) as number | null;
      if (type === 'fixed' && price && v >= price) throw new Error(t.discountAbovePrice);
    },
  });
