import { DeleteOutlined, PictureOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { productFormText as t } from '@pishkhan/common/i18n/fa/product-screens';
import { crudText } from '@pishkhan/common/i18n/fa/ui';
import { rules } from '@pishkhan/common/rules';
import { toPersianDigits } from '@pishkhan/common/text';
import { Alert, App, Badge, Button, Empty, Form, Grid, Input, Modal, Popconfirm, Table, Tooltip, Typography, type FormInstance } from 'antd';
import { LazySelect as Select } from '../../../components/inputs/LazySelect';
import { useState } from 'react';
import { theme as appTheme } from '../../../app/theme';
import { useReadOnly } from '../../../components/crud/readOnly';
import { LazyImageUpload } from '../../../components/inputs/LazyImageUpload';
import { PriceInput } from '../../../components/inputs/PriceInput';
import type { AttributeOption, ColorOption } from './product.api';
import { DiscountAmount, discountRule, discountTypeOptions } from './ProductDiscount';
import { generateCombinations, variantLabel, type AttributeChoice, type VariantRow } from './variants';
import { NumberInput } from '../../../components/inputs/NumberInput';

/** The app header's height: the grid's sticky titles sit just below it. */
const HEADER_HEIGHT = Number(appTheme.components?.Layout?.headerHeight ?? 56);

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
  const readOnly = useReadOnly();
  // Wide screens keep the variant's name and the remove button in view while the grid scrolls; narrow ones scroll everything.
  const wide = Grid.useBreakpoint().lg === true;

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
        {readOnly ? null : (
          <Tooltip title={t.generateHelp}>
            <Button type="primary" ghost icon={<ThunderboltOutlined />} onClick={generate}>
              {t.generate}
            </Button>
          </Tooltip>
        )}
      </div>

      <Form.List name="variants">
        {(fields, { remove }) => {
          const rows = (form.getFieldValue('variants') as VariantRow[] | undefined) ?? [];
          if (fields.length === 0) return <Alert type="info" showIcon title={t.noVariantsYet} />;
          return (
            <>
              <div className="pk-variant-toolbar">
                <Typography.Text type="secondary">{t.variantsCount(toPersianDigits(fields.length))}</Typography.Text>
                {readOnly ? null : <Popconfirm
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
                </Popconfirm>}
              </div>
              <Table
                className="pk-variant-grid"
                data-testid="variant-grid"
                size="small"
                rowKey="key"
                pagination={false}
                scroll={{ x: 'max-content' }}
                // The column titles stay under the app's header and the horizontal scrollbar at the bottom of the window while a long grid is in view.
                sticky={{ offsetHeader: HEADER_HEIGHT }}
                dataSource={fields.map((f) => ({ ...f, key: rows[f.name]?.key ?? String(f.key) }))}
                locale={{ emptyText: <Empty /> }}
                columns={[
                  {
                    key: 'label',
                    title: t.variant,
                    className: 'pk-variant-label-cell',
                    ...(wide ? { fixed: 'start' as const } : {}),
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
                        <PriceInput {...unitProps} aria-label={t.price} style={{ inlineSize: 150 }} />
                      </Form.Item>
                    ),
                  },
                  {
                    key: 'discount',
                    title: t.variantDiscount,
                    render: (_: unknown, f) => (
                      // Type above amount: one narrow column instead of a wide pair.
                      <div className="pk-variant-stack">
                        <Form.Item name={[f.name, 'discount_type']} noStyle>
                          <Select allowClear placeholder={t.noDiscount} aria-label={t.discountType} options={discountTypeOptions} />
                        </Form.Item>
                        <Form.Item name={[f.name, 'discount']} dependencies={[['variants', f.name, 'discount_type'], ['variants', f.name, 'price']]} rules={[discountRule(['variants', f.name, 'discount_type'], ['variants', f.name, 'price'])]}>
                          <DiscountAmount typePath={['variants', f.name, 'discount_type']} unit={unit} aria-label={t.discount} />
                        </Form.Item>
                      </div>
                    ),
                  },
                  {
                    key: 'codes',
                    title: `${t.sku} / ${t.barcode}`,
                    render: (_: unknown, f) => (
                      <div className="pk-variant-stack">
                        <Form.Item name={[f.name, 'sku']} rules={rules(t.sku, 'max:64')}>
                          <Input dir="ltr" aria-label={t.sku} placeholder={t.sku} />
                        </Form.Item>
                        <Form.Item name={[f.name, 'barcode']} rules={rules(t.barcode, 'max:32')}>
                          <Input dir="ltr" aria-label={t.barcode} placeholder={t.barcodePlaceholder} />
                        </Form.Item>
                      </div>
                    ),
                  },
                  {
                    key: 'stock',
                    title: t.stock,
                    render: (_: unknown, f) => (
                      <Form.Item name={[f.name, 'stock']} rules={rules(t.stock, 'required|integer|min_value:0')}>
                        <NumberInput min={0} aria-label={t.stock} style={{ inlineSize: 80 }} />
                      </Form.Item>
                    ),
                  },
                  {
                    key: 'max_per_order',
                    title: t.maxPerOrder,
                    render: (_: unknown, f) => (
                      <Form.Item name={[f.name, 'max_per_order']} rules={rules(t.maxPerOrder, 'integer|min_value:1')}>
                        <NumberInput min={1} aria-label={t.maxPerOrder} style={{ inlineSize: 80 }} />
                      </Form.Item>
                    ),
                  },
                  {
                    key: 'images',
                    title: t.variantImages,
                    render: (_: unknown, f) => {
                      const n = rows[f.name]?.images?.length ?? 0;
                      const count = t.variantImagesCount(toPersianDigits(n));
                      return (
                        <Tooltip title={`${t.variantImages}: ${count}`}>
                          <Badge count={n ? toPersianDigits(n) : 0} size="small" color="#0f766e">
                            {/* Opens in a read-only form too: the pictures can be looked at (the upload inside stays disabled). */}
                            <Button disabled={false} icon={<PictureOutlined />} aria-label={`${t.variantImages}: ${count}`} onClick={() => setImagesOf(f.name)} />
                          </Badge>
                        </Tooltip>
                      );
                    },
                  },
                  ...(readOnly
                    ? []
                    : [
                        {
                          key: 'remove',
                          title: <span className="pk-visually-hidden">{t.removeVariant}</span>,
                          width: 48,
                          ...(wide ? { fixed: 'end' as const } : {}),
                          render: (_: unknown, f: { name: number }) => (
                            <Tooltip title={t.removeVariant}>
                              <Button type="text" danger icon={<DeleteOutlined />} aria-label={t.removeVariant} onClick={() => remove(f.name)} />
                            </Tooltip>
                          ),
                        },
                      ]),
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
                    <LazyImageUpload multiple label={t.variantImages} />
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
