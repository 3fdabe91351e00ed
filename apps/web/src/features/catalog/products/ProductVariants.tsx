import { DeleteOutlined, PictureOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { productFormText as t } from '@pishkhan/common/i18n/fa/product-screens';
import { crudText } from '@pishkhan/common/i18n/fa/ui';
import { messageOf, rules } from '@pishkhan/common/rules';
import { toPersianDigits } from '@pishkhan/common/text';
import { Alert, App, Button, Empty, Form, Input, Modal, Popconfirm, Select, Space, Table, Tooltip, Typography, type FormInstance } from 'antd';
import { useState } from 'react';
import { ImageUpload } from '../../../components/inputs/ImageUpload';
import { PriceInput } from '../../../components/inputs/PriceInput';
import type { AttributeOption, ColorOption } from './product.api';
import { generateCombinations, variantLabel, type AttributeChoice, type VariantRow } from './variants';
import { NumberInput } from '../../../components/inputs/NumberInput';

export const discountTypeOptions = [
  { value: 'percentage', label: t.discountTypes.percentage! },
  { value: 'fixed', label: t.discountTypes.fixed! },
];

/** The discount amount box: a percentage (1–100) or an amount in the shop's unit, by the chosen type. */
export function DiscountAmount({ typePath, unit, ...rest }: { typePath: (string | number)[]; unit?: string | undefined; value?: number | null; onChange?: (v: number | null) => void; id?: string }) {
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

interface Props {
  form: FormInstance;
  colors: ColorOption[];
  attributes: AttributeOption[];
  unit: string | undefined;
  /** Called after the grid is changed in code (generated rows, all removed): the form's dirty flag. */
  onChanged: () => void;
}

/** Colours × attribute values → the generate button → an editable grid of variants (Form.List `variants`). */
export function ProductVariants({ form, colors, attributes, unit, onChanged }: Props) {
  const { message } = App.useApp();
  const [imagesOf, setImagesOf] = useState<number | null>(null);
  const unitProps = unit ? { unit } : {};

  const generate = () => {
    const colorIds = (form.getFieldValue('pick_colors') as number[] | undefined) ?? [];
    const picks = (form.getFieldValue('pick_attrs') as Record<string, (number | string)[]> | undefined) ?? {};
    const choices: AttributeChoice[] = Object.entries(picks).map(([k, v]) => ({ attribute_id: Number(k.slice(1)), value_ids: v ?? [] }));
    if (colorIds.length === 0 && choices.every((c) => c.value_ids.length === 0)) {
      message.warning(t.generateNothing);
      return;
    }
    const existing = (form.getFieldValue('variants') as VariantRow[] | undefined) ?? [];
    const added = generateCombinations(colorIds, choices, attributes, existing, {
      price: form.getFieldValue('price') as number | null,
      purchase_price: form.getFieldValue('purchase_price') as number | null,
      max_per_order: form.getFieldValue('max_per_order') as number | null,
    });
    if (added.length === 0) {
      message.info(t.generateNoNew);
      return;
    }
    form.setFieldValue('variants', [...existing, ...added]);
    onChanged();
    message.success(t.generateAdded(toPersianDigits(added.length)));
  };

  return (
    <div>
      <div className="pk-variant-picker">
        <Form.Item name="pick_colors" label={t.variantColors}>
          <Select
            mode="multiple"
            allowClear
            placeholder={crudText.select}
            showSearch={{ optionFilterProp: 'label' }}
            options={colors.map((c) => ({
              value: c.id,
              label: c.name,
            }))}
            optionRender={(o) => {
              const c = colors.find((x) => x.id === o.value);
              return (
                <span className="pk-variant-label">
                  <span className="pk-swatch pk-swatch--sm" style={{ backgroundColor: c?.code }} aria-hidden />
                  {o.label}
                </span>
              );
            }}
          />
        </Form.Item>
        {attributes.map((a) => (
          <Form.Item key={a.id} name={['pick_attrs', `a${a.id}`]} label={t.attributeValues(a.label)}>
            {a.type === 'select' ? (
              <Select mode="multiple" allowClear placeholder={crudText.select} showSearch={{ optionFilterProp: 'label' }} options={a.values.map((v) => ({ value: v.id, label: v.value }))} />
            ) : (
              <Select mode="tags" allowClear placeholder={crudText.select} open={false} suffixIcon={null} />
            )}
          </Form.Item>
        ))}
        <Tooltip title={t.generateHelp}>
          <Button type="primary" ghost icon={<ThunderboltOutlined />} onClick={generate}>
            {t.generate}
          </Button>
        </Tooltip>
      </div>

      <Form.List name="variants">
        {(fields, { remove }) => {
          const rows = (form.getFieldValue('variants') as VariantRow[] | undefined) ?? [];
          if (fields.length === 0) return <Alert type="info" showIcon title={t.noVariantsYet} />;
          return (
            <>
              <div className="pk-variant-toolbar">
                <Typography.Text type="secondary">{t.variantsCount(toPersianDigits(fields.length))}</Typography.Text>
                <Popconfirm
                  title={t.removeAllConfirm}
                  okText={crudText.yes}
                  cancelText={crudText.no}
                  onConfirm={() => {
                    form.setFieldValue('variants', []);
                    onChanged();
                  }}
                >
                  <Button type="link" danger size="small">
                    {t.removeAllVariants}
                  </Button>
                </Popconfirm>
              </div>
              <Table
                className="pk-variant-grid"
                data-testid="variant-grid"
                size="small"
                rowKey="key"
                pagination={false}
                scroll={{ x: 'max-content' }}
                dataSource={fields.map((f) => ({ ...f, key: rows[f.name]?.key ?? String(f.key) }))}
                locale={{ emptyText: <Empty /> }}
                columns={[
                  {
                    key: 'label',
                    title: t.variant,
                    fixed: 'start',
                    render: (_: unknown, f) => {
                      const row = rows[f.name];
                      const color = row?.color_id ? colors.find((c) => c.id === row.color_id) : undefined;
                      return (
                        <span className="pk-variant-label" data-testid="variant-label">
                          {color ? <span className="pk-swatch pk-swatch--sm" style={{ backgroundColor: color.code }} aria-hidden /> : null}
                          {row ? variantLabel(row, colors) : null}
                        </span>
                      );
                    },
                  },
                  {
                    key: 'price',
                    title: t.price,
                    render: (_: unknown, f) => (
                      <Form.Item name={[f.name, 'price']} rules={rules(t.price, 'required|min_value:1')} className="pk-cell-price">
                        <PriceInput {...unitProps} aria-label={t.price} style={{ inlineSize: 170 }} />
                      </Form.Item>
                    ),
                  },
                  {
                    key: 'discount',
                    title: t.variantDiscount,
                    render: (_: unknown, f) => (
                      <Space.Compact style={{ inlineSize: 270 }}>
                        <Form.Item name={[f.name, 'discount_type']} noStyle>
                          <Select allowClear placeholder={t.noDiscount} aria-label={t.discountType} options={discountTypeOptions} style={{ inlineSize: 120 }} />
                        </Form.Item>
                        <Form.Item name={[f.name, 'discount']} dependencies={[['variants', f.name, 'discount_type'], ['variants', f.name, 'price']]} rules={[discountRule(['variants', f.name, 'discount_type'], ['variants', f.name, 'price'])]} style={{ flex: 1 }}>
                          <DiscountAmount typePath={['variants', f.name, 'discount_type']} unit={unit} />
                        </Form.Item>
                      </Space.Compact>
                    ),
                  },
                  {
                    key: 'sku',
                    title: t.sku,
                    render: (_: unknown, f) => (
                      <Form.Item name={[f.name, 'sku']} rules={rules(t.sku, 'max:64')}>
                        <Input dir="ltr" aria-label={t.sku} style={{ inlineSize: 130 }} />
                      </Form.Item>
                    ),
                  },
                  {
                    key: 'barcode',
                    title: t.barcode,
                    render: (_: unknown, f) => (
                      <Form.Item name={[f.name, 'barcode']} rules={rules(t.barcode, 'max:32')}>
                        <Input dir="ltr" aria-label={t.barcode} placeholder={t.barcodePlaceholder} style={{ inlineSize: 150 }} />
                      </Form.Item>
                    ),
                  },
                  {
                    key: 'stock',
                    title: t.stock,
                    render: (_: unknown, f) => (
                      <Form.Item name={[f.name, 'stock']} rules={rules(t.stock, 'required|integer|min_value:0')}>
                        <NumberInput min={0} aria-label={t.stock} style={{ inlineSize: 90 }} />
                      </Form.Item>
                    ),
                  },
                  {
                    key: 'max_per_order',
                    title: t.maxPerOrder,
                    render: (_: unknown, f) => (
                      <Form.Item name={[f.name, 'max_per_order']} rules={rules(t.maxPerOrder, 'integer|min_value:1')}>
                        <NumberInput min={1} aria-label={t.maxPerOrder} style={{ inlineSize: 90 }} />
                      </Form.Item>
                    ),
                  },
                  {
                    key: 'images',
                    title: t.variantImages,
                    render: (_: unknown, f) => {
                      const n = rows[f.name]?.images?.length ?? 0;
                      return (
                        <Button size="small" icon={<PictureOutlined />} onClick={() => setImagesOf(f.name)}>
                          {t.variantImagesCount(toPersianDigits(n))}
                        </Button>
                      );
                    },
                  },
                  {
                    key: 'remove',
                    title: '',
                    width: 1,
                    fixed: 'end',
                    render: (_: unknown, f) => (
                      <Tooltip title={t.removeVariant}>
                        <Button type="text" danger icon={<DeleteOutlined />} aria-label={t.removeVariant} onClick={() => remove(f.name)} />
                      </Tooltip>
                    ),
                  },
                ]}
              />
              <Modal
                open={imagesOf !== null}
                title={imagesOf !== null && rows[imagesOf] ? `${t.variantImages} — ${variantLabel(rows[imagesOf]!, colors)}` : t.variantImages}
                onCancel={() => setImagesOf(null)}
                footer={<Button onClick={() => setImagesOf(null)}>{crudText.back}</Button>}
                destroyOnHidden
              >
                {imagesOf !== null ? (
                  <Form.Item name={[imagesOf, 'images']} noStyle>
                    <ImageUpload multiple label={t.variantImages} />
                  </Form.Item>
                ) : null}
              </Modal>
            </>
          );
        }}
      </Form.List>
    </div>
  );
}
