import { productFormText as t } from '@pishkhan/common/i18n/fa/product-screens';
import { rules } from '@pishkhan/common/rules';
import { Alert, Form, Input, Typography } from 'antd';
import { LazySelect as Select } from '../../../components/inputs/LazySelect';
import { isoInstantItemProps, JalaliDatePicker } from '../../../components/inputs/jalali';
import { NumberInput } from '../../../components/inputs/NumberInput';
import { PriceInput } from '../../../components/inputs/PriceInput';
import { DiscountAmount, discountRule, discountTypeOptions } from './ProductDiscount';
import { priceRule, usesDefaultVariant } from './productForm';
import type { VariantRow } from './variants';

/** Price / SKU / barcode / stock of a product without variants (its hidden default variant). */
function DefaultVariantBlock() {
  const variants = Form.useWatch('variants') as VariantRow[] | undefined;
  if (!usesDefaultVariant(variants)) return <Alert type="info" showIcon className="pk-mb" title={t.withVariantsHelp} />;
  return (
    <>
      <Typography.Text type="secondary">{t.defaultVariantHelp}</Typography.Text>
      <div className="pk-form-grid-3">
        <Form.Item name="sku" label={t.sku} rules={rules(t.sku, 'max:64')}>
          <Input dir="ltr" />
        </Form.Item>
        <Form.Item name="barcode" label={t.barcode} rules={rules(t.barcode, 'max:32')}>
          <Input dir="ltr" placeholder={t.barcodePlaceholder} />
        </Form.Item>
        <Form.Item name="stock" label={t.stock} extra={t.stockHelp} rules={rules(t.stock, 'required|integer|min_value:0')}>
          <NumberInput min={0} />
        </Form.Item>
      </div>
    </>
  );
}

function PriceField({ unit }: { unit: string | undefined }) {
  const variants = Form.useWatch('variants') as VariantRow[] | undefined;
  return (
    <Form.Item name="price" label={t.price} rules={rules(t.price, priceRule(variants))}>
      <PriceInput {...(unit ? { unit } : {})} />
    </Form.Item>
  );
}

/** Price and purchase price, the discount, the default variant's SKU / barcode / stock, thresholds and weight. */
export function ProductPricingSection({ unit }: { unit: string | undefined }) {
  return (
    <>
      <div className="pk-form-grid">
        <PriceField unit={unit} />
        <Form.Item name="purchase_price" label={t.purchasePrice}>
          <PriceInput {...(unit ? { unit } : {})} />
        </Form.Item>
      </div>
      <div className="pk-form-grid-3">
        <Form.Item name="discount_type" label={t.discountType}>
          <Select allowClear placeholder={t.noDiscount} options={discountTypeOptions} />
        </Form.Item>
        <Form.Item name="discount" label={t.discount} dependencies={['discount_type', 'price']} rules={[discountRule(['discount_type'], ['price'])]}>
          <DiscountAmount typePath={['discount_type']} unit={unit} />
        </Form.Item>
        <Form.Item name="discount_until" label={t.discountUntil} extra={t.discountUntilHelp} {...isoInstantItemProps}>
          <JalaliDatePicker showTime style={{ inlineSize: '100%' }} />
        </Form.Item>
      </div>
      <DefaultVariantBlock />
      <div className="pk-form-grid-3">
        <Form.Item name="low_stock_threshold" label={t.lowStockThreshold} rules={rules(t.lowStockThreshold, 'integer|min_value:0')}>
          <NumberInput min={0} />
        </Form.Item>
        <Form.Item name="max_per_order" label={t.maxPerOrder} rules={rules(t.maxPerOrder, 'integer|min_value:1')}>
          <NumberInput min={1} />
        </Form.Item>
        <Form.Item name="weight" label={t.weight} rules={rules(t.weight, 'integer|min_value:0')}>
          <NumberInput min={0} />
        </Form.Item>
      </div>
    </>
  );
}
