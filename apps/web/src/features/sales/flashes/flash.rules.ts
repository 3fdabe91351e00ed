import { flashBodyIssues } from '@pishkhan/common/flash';
import { flashMessage } from '@pishkhan/common/i18n/fa/flash-labels';
import { formatMoney } from '@pishkhan/common/text';
import type { FormInstance, FormRule } from 'antd';
import type { FlashFormValues, FlashProductRow } from './flash.api';

/** The campaign's product rows as the form holds them. */
export const rowsOf = (form: FormInstance) => ((form.getFieldValue('products') as FlashProductRow[] | undefined) ?? []).filter(Boolean);

/** The default discount: 1–100 for a percentage, and a fixed one not above the cheapest price of the products that follow it. */
export const defaultDiscountRule: FormRule = (form) => ({
  validator: async () => {
    const v = form.getFieldsValue(['discount_type', 'discount']) as Pick<FlashFormValues, 'discount_type' | 'discount'>;
    const issue = flashBodyIssues({ discount_type: v.discount_type, discount: v.discount }).find((i) => i.path === 'discount');
    if (issue) throw new Error(flashMessage(issue.key));
    if (v.discount_type !== 'fixed' || v.discount === null || v.discount === undefined) return;
    const over = rowsOf(form as FormInstance).find((r) => !r.discount_type && r.price_min !== null && v.discount! > r.price_min);
    if (over) throw new Error(flashMessage('fixed_over_price', { product: over.title, discount: formatMoney(v.discount), price: formatMoney(over.price_min!) }));
  },
});
