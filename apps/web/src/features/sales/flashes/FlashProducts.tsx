import { crudText } from '@pishkhan/common/i18n/fa/ui';
import { DeleteOutlined } from '@ant-design/icons';
import { campaignPriceRange, flashBodyIssues, offerDiscount, type FlashDiscountType } from '@pishkhan/common/flash';
import { flashDiscountTypeLabels, flashMessage } from '@pishkhan/common/i18n/fa/flash-labels';
import { flashText as t } from '@pishkhan/common/i18n/fa/flash-screens';
import { rules } from '@pishkhan/common/rules';
import { formatMoney, formatPriceInput } from '@pishkhan/common/text';
import { App, Avatar, Button, Empty, Form, Table, Tooltip, Typography, type FormInstance, type FormRule } from 'antd';
import { LazySelect as Select } from '../../../components/inputs/LazySelect';
import { useState } from 'react';
import { api, errorMessage, type ListResponse } from '../../../app/api';
import { HiddenTitle } from '../../../components/crud/columns';
import { ResourceSelect } from '../../../components/crud/ResourceSelect';
import { PriceInput } from '../../../components/inputs/PriceInput';
import { FLASH_PRODUCTS_API, type FlashFormValues, type FlashProductOption, type FlashProductRow } from './flash.api';
import { rangeText } from './flash.format';
import { rowsOf } from './flash.rules';

const typeOptions = [
  { value: '', label: t.useDefault },
  ...(Object.keys(flashDiscountTypeLabels) as FlashDiscountType[]).map((value) => ({ value, label: flashDiscountTypeLabels[value] })),
];


/**
 * A row's own discount: type and amount together (the shared `flashBodyIssues`), and a fixed
 * amount not above the product's cheapest live price (the server checks both again).
 */
const rowDiscountRule =
  (index: number): FormRule =>
  (form) => ({
    validator: async () => {
      const rows = rowsOf(form as FormInstance);
      const issue = flashBodyIssues({ products: rows }).find((i) => i.path === `products.${index}.discount`);
      if (issue) throw new Error(flashMessage(issue.key));
      const row = rows[index];
      if (row?.discount_type === 'fixed' && row.discount !== null && row.price_min !== null && row.discount > row.price_min)
        throw new Error(flashMessage('fixed_over_price', { product: row.title, discount: formatMoney(row.discount), price: formatMoney(row.price_min) }));
    },
  });

/** A row's cap may not go below what the campaign has already sold of it. */
const salableRule =
  (index: number): FormRule =>
  (form) => ({
    validator: async (_r, v: number | null | undefined) => {
      const row = rowsOf(form as FormInstance)[index];
      if (row && v !== null && v !== undefined && v < row.sales_count) throw new Error(flashMessage('salable_below_sold', { product: row.title, count: row.sales_count }));
    },
  });


/** The product of a row: picture, title and its live price range (a read-only form control). */
function ProductCell({ row, unit }: { row: FlashProductRow | undefined; unit: string; value?: unknown }) {
  if (!row) return null;
  return (
    <span className="pk-flash-product">
      <Avatar shape="square" size={32} src={row.image ?? undefined}>
        {row.title.slice(0, 1)}
      </Avatar>
      <span className="pk-flash-product-text">
        <Typography.Text>{row.title}</Typography.Text>
        <Typography.Text type="secondary" className="pk-nowrap">
          {rangeText(row.price_min, row.price_max, unit)}
        </Typography.Text>
      </span>
    </span>
  );
}

/** The campaign's products: a picker, then a row per product with its own discount, cap and price in the campaign. */
export function FlashProducts({ unit, markDirty }: { unit: string; markDirty: () => void }) {
  const form = Form.useFormInstance<FlashFormValues>();
  const { message } = App.useApp();
  const [adding, setAdding] = useState(false);
  const rows = (Form.useWatch('products', { form, preserve: true }) ?? []) as FlashProductRow[];
  const defaults = {
    discount_type: Form.useWatch('discount_type', form) as FlashDiscountType | undefined,
    discount: Form.useWatch('discount', form) as number | null | undefined,
    starts_at: Form.useWatch('starts_at', form) as string | null | undefined,
    ends_at: Form.useWatch('ends_at', form) as string | null | undefined,
  };
  const money = unit ? { unit } : {};

  const add = async (id: number | null | undefined) => {
    if (!id || rowsOf(form).some((r) => r.product_id === id)) return;
    setAdding(true);
    try {
      const res = await api.get<ListResponse<FlashProductOption>>(FLASH_PRODUCTS_API, { ids: String(id) });
      const p = res.data[0];
      if (!p) return;
      const row: FlashProductRow = {
        product_id: p.id,
        title: p.title,
        image: p.image,
        price_min: p.price_min,
        price_max: p.price_max,
        sales_count: 0,
        discount_type: null,
        discount: null,
        salable_max: null,
      };
      form.setFieldValue('products', [...rowsOf(form), row]);
      markDirty();
    } catch (e) {
      message.error(errorMessage(e));
    } finally {
      setAdding(false);
    }
  };

  /** The price range of a row during the campaign, from the form's current values. */
  const preview = (row: FlashProductRow | undefined) => {
    if (!row || !defaults.starts_at || !defaults.ends_at) return t.noPrice;
    const d = offerDiscount({ discount_type: defaults.discount_type ?? 'percentage', discount: defaults.discount ?? 0 }, row);
    if (!d.discount) return rangeText(row.price_min, row.price_max, unit);
    const r = campaignPriceRange(row.price_min === null || row.price_max === null ? null : { min: row.price_min, max: row.price_max }, {
      starts_at: defaults.starts_at,
      ends_at: defaults.ends_at,
      ...d,
    });
    return r ? rangeText(r.min, r.max, unit) : t.noPrice;
  };

  return (
    <div className="pk-flash-products">
      <ResourceSelect<FlashProductOption>
        apiPath={FLASH_PRODUCTS_API}
        optionLabel={(p) => p.title}
        placeholder={t.pickProduct}
        aria-label={t.pickProduct}
        value={null}
        allowClear={false}
        disabled={adding}
        className="pk-flash-picker"
        onChange={(id: number) => void add(id)}
      />
      <Form.List name="products">
        {(fields, { remove }) => (
          <Table
            size="small"
            className="pk-flash-table"
            pagination={false}
            rowKey="key"
            dataSource={fields}
            scroll={{ x: 1040 }}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.noProducts} /> }}
            columns={[
              {
                key: 'product',
                title: t.product,
                width: 300,
                render: (_: unknown, f) => (
                  // Registered so the server's refusals of this product (`products.<i>.product_id`) show under it.
                  <Form.Item name={[f.name, 'product_id']} className="pk-flash-cell">
                    <ProductCell row={rows[f.name]} unit={unit} />
                  </Form.Item>
                ),
              },
              {
                key: 'discount_type',
                title: t.productDiscountType,
                render: (_: unknown, f) => (
                  <Form.Item
                    name={[f.name, 'discount_type']}
                    className="pk-flash-cell"
                    getValueProps={(v: unknown) => ({ value: v ?? '' })}
                    normalize={(v: string) => (v === '' ? null : v)}
                  >
                    <Select
                      aria-label={t.productDiscountType}
                      options={typeOptions}
                      style={{ inlineSize: 150 }}
                      onChange={(v: string) => {
                        if (v === '') form.setFieldValue(['products', f.name, 'discount'], null);
                      }}
                    />
                  </Form.Item>
                ),
              },
              {
                key: 'discount',
                title: t.productDiscount,
                render: (_: unknown, f) => {
                  const row = rows[f.name];
                  const own = !!row?.discount_type;
                  const d = row ? offerDiscount({ discount_type: defaults.discount_type ?? 'percentage', discount: defaults.discount ?? 0 }, row) : null;
                  const suffix = (own ? row!.discount_type : defaults.discount_type) === 'percentage' ? { unit: t.percentSuffix } : money;
                  return (
                    <Form.Item
                      name={[f.name, 'discount']}
                      className="pk-flash-cell"
                      dependencies={[['products', f.name, 'discount_type']]}
                      rules={[...(own ? rules(t.productDiscount, 'required|min_value:1') : []), rowDiscountRule(f.name)]}
                    >
                      <PriceInput
                        {...suffix}
                        aria-label={t.productDiscount}
                        disabled={!own}
                        placeholder={!own && d?.discount ? formatPriceInput(d.discount) : undefined}
                        maxDigits={row?.discount_type === 'percentage' ? 3 : 15}
                        style={{ inlineSize: 170 }}
                      />
                    </Form.Item>
                  );
                },
              },
              {
                key: 'salable_max',
                title: t.salableMax,
                render: (_: unknown, f) => (
                  <Form.Item name={[f.name, 'salable_max']} className="pk-flash-cell" rules={[...rules(t.salableMax, 'min_value:1'), salableRule(f.name)]}>
                    <PriceInput unit={null} aria-label={t.salableMax} placeholder={t.unlimited} maxDigits={9} style={{ inlineSize: 120 }} />
                  </Form.Item>
                ),
              },
              {
                key: 'sold',
                title: t.sold,
                render: (_: unknown, f) => <span className="pk-nowrap">{t.soldOf(rows[f.name]?.sales_count ?? 0, rows[f.name]?.salable_max ?? null)}</span>,
              },
              {
                key: 'campaign_price',
                title: t.campaignPrice,
                render: (_: unknown, f) => <strong className="pk-nowrap">{preview(rows[f.name])}</strong>,
              },
              {
                key: 'remove',
                title: <HiddenTitle>{crudText.actions}</HiddenTitle>,
                width: 1,
                render: (_: unknown, f) => {
                  const sold = (rows[f.name]?.sales_count ?? 0) > 0;
                  return (
                    <Tooltip title={sold ? t.cannotRemoveSold : t.removeProduct}>
                      <Button
                        type="text"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={t.removeProduct}
                        disabled={sold}
                        onClick={() => {
                          remove(f.name);
                          markDirty();
                        }}
                      />
                    </Tooltip>
                  );
                },
              },
            ]}
          />
        )}
      </Form.List>
    </div>
  );
}
