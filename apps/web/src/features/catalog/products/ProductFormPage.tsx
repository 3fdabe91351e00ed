import { PRODUCT_STATUS_LABELS, productFormText as t } from '@pishkhan/common/i18n/fa/product-screens';
import { toPersianDigits } from '@pishkhan/common/text';
import { crudText } from '@pishkhan/common/i18n/fa/ui';
import { rules } from '@pishkhan/common/rules';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Divider, Form, Input, Select, Switch, TreeSelect, Typography } from 'antd';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { api, errorMessage, type DataResponse } from '../../../app/api';
import { useCan, useSession } from '../../../app/session';
import { FormPage } from '../../../components/crud/FormPage';
import { resourceKeys } from '../../../components/crud/useResource';
import { ImageUpload, type ImageRef } from '../../../components/inputs/ImageUpload';
import { PriceInput } from '../../../components/inputs/PriceInput';
import { isoInstantItemProps, JalaliDatePicker } from '../../../components/inputs/jalali';
import { PRODUCT_STATUSES, PRODUCTS_API, type DiscountType, type Product, type ProductOptions, type ProductStatus } from './product.api';
import { ProductSpecs, specsForCategories } from './ProductSpecs';
import { DiscountAmount, discountRule, discountTypeOptions, ProductVariants } from './ProductVariants';
import { RichTextEditor } from './RichTextEditor';
import { categoryTree, useProductOptions } from './useProductOptions';
import { combinationKey, type VariantRow } from './variants';
import './products.css';
import { NumberInput } from '../../../components/inputs/NumberInput';

export interface ProductValues {
  title: string;
  slug?: string;
  short_description?: string | null;
  description?: string | null;
  status: ProductStatus;
  published_at: string | null;
  brand_id: number | null;
  unit_id: number | null;
  size_chart_id: number | null;
  category_ids: number[];
  tags: string[];
  price: number | null;
  purchase_price: number | null;
  discount_type: DiscountType | null;
  discount: number | null;
  discount_until: string | null;
  weight: number | null;
  low_stock_threshold: number | null;
  max_per_order: number | null;
  meta_title?: string | null;
  meta_description?: string | null;
  images: ImageRef[];
  image_alts: Record<string, string | undefined>;
  specs: Record<string, string | number | number[] | null | undefined>;
  sku?: string | null;
  barcode?: string | null;
  stock?: number | null;
  variants: VariantRow[];
  pick_colors: number[];
  pick_attrs: Record<string, (number | string)[]>;
  gift_ids?: number[];
}

const EMPTY: Partial<ProductValues> = {
  status: 'draft',
  published_at: null,
  brand_id: null,
  unit_id: null,
  size_chart_id: null,
  category_ids: [],
  tags: [],
  price: null,
  purchase_price: null,
  discount_type: null,
  discount: null,
  discount_until: null,
  weight: null,
  low_stock_threshold: 0,
  max_per_order: null,
  images: [],
  image_alts: {},
  specs: {},
  sku: '',
  barcode: '',
  stock: 0,
  variants: [],
  pick_colors: [],
  pick_attrs: {},
  gift_ids: [],
};

export function productToForm(r: Product): Partial<ProductValues> {
  const images = [...r.images].sort((a, b) => Number(b.is_main) - Number(a.is_main) || a.position - b.position);
  const specs: ProductValues['specs'] = {};
  for (const s of r.specifications) specs[`s${s.specification_id}`] = s.value ?? (s.value_ids && s.value_ids.length === 1 ? s.value_ids[0] : s.value_ids);
  const pickColors = [...new Set(r.variants.map((v) => v.color_id).filter((c): c is number => c !== null))];
  const pickAttrs: ProductValues['pick_attrs'] = {};
  for (const v of r.variants)
    for (const a of v.attributes) {
      const list = (pickAttrs[`a${a.attribute_id}`] ??= []);
      const val = a.attribute_value_id ?? a.value;
      if (!list.includes(val)) list.push(val);
    }
  return {
    title: r.title,
    slug: r.slug,
    short_description: r.short_description ?? '',
    description: r.description ?? '',
    status: r.status,
    published_at: r.published_at,
    brand_id: r.brand_id,
    unit_id: r.unit_id,
    size_chart_id: r.size_chart_id,
    category_ids: r.category_ids,
    tags: r.tags,
    price: r.price,
    purchase_price: r.purchase_price,
    discount_type: r.discount_type,
    discount: r.discount,
    discount_until: r.discount_until,
    weight: r.weight,
    low_stock_threshold: r.low_stock_threshold,
    max_per_order: r.max_per_order,
    meta_title: r.meta_title ?? '',
    meta_description: r.meta_description ?? '',
    images: images.map((i) => ({ id: i.media_id, url: i.url })),
    image_alts: Object.fromEntries(images.map((i) => [`m${i.media_id}`, i.alt ?? ''])),
    specs,
    sku: r.sku ?? '',
    barcode: r.barcode ?? '',
    stock: r.stock ?? 0,
    variants: r.variants.map((v) => ({
      key: combinationKey(v.color_id, v.attributes),
      id: v.id,
      color_id: v.color_id,
      attributes: v.attributes.map((a) => ({ attribute_id: a.attribute_id, attribute_value_id: a.attribute_value_id, value: a.value })),
      price: v.price,
      purchase_price: v.purchase_price,
      discount_type: v.discount_type,
      discount: v.discount,
      discount_until: v.discount_until,
      sku: v.sku ?? '',
      barcode: v.barcode ?? '',
      stock: v.stock,
      max_per_order: v.max_per_order,
      images: v.images.map((i) => ({ id: i.media_id, url: i.url })),
    })),
    pick_colors: pickColors,
    pick_attrs: pickAttrs,
    gift_ids: r.gift_ids ?? [],
  };
}

const blank = (s: string | null | undefined) => (s && s.trim() ? s.trim() : null);

/**
 * Form values → the body of docs/api-catalog.md. `fieldMap` is filled with the server paths that
 * differ from the form's (`specifications.0.value` → `specs.s5`, `variants.1.image_ids.0` → …).
 * `gift_ids` is sent only while the gifts feature is on (`opts.gifts`).
 */
export function productToBody(v: ProductValues, options: ProductOptions | undefined, fieldMap: Record<string, string>, opts: { gifts?: boolean } = {}) {
  for (const k of Object.keys(fieldMap)) delete fieldMap[k];
  const noDiscount = !v.discount_type;
  const specs = specsForCategories(options, v.category_ids);
  const specifications: { specification_id: number; value?: string; value_ids?: number[] }[] = [];
  for (const s of specs) {
    const val = v.specs?.[`s${s.id}`];
    if (val === undefined || val === null || val === '' || (Array.isArray(val) && val.length === 0)) continue;
    const i = specifications.length;
    fieldMap[`specifications.${i}.value`] = `specs.s${s.id}`;
    fieldMap[`specifications.${i}.value_ids`] = `specs.s${s.id}`;
    fieldMap[`specifications.${i}`] = `specs.s${s.id}`;
    if (s.type === 'text') specifications.push({ specification_id: s.id, value: String(val) });
    else specifications.push({ specification_id: s.id, value_ids: Array.isArray(val) ? val : [Number(val)] });
  }
  v.category_ids.forEach((_, i) => (fieldMap[`category_ids.${i}`] = 'category_ids'));
  const giftIds = opts.gifts ? (v.gift_ids ?? []) : null;
  giftIds?.forEach((_, i) => (fieldMap[`gift_ids.${i}`] = 'gift_ids'));
  (v.images ?? []).forEach((_, i) => {
    fieldMap[`images.${i}.media_id`] = 'images';
    fieldMap[`images.${i}`] = 'images';
  });
  const variants = (v.variants ?? []).map((r, i) => {
    (r.images ?? []).forEach((_, j) => (fieldMap[`variants.${i}.image_ids.${j}`] = `variants.${i}.price`));
    fieldMap[`variants.${i}.discount_until`] = `variants.${i}.discount`;
    fieldMap[`variants.${i}.discount_type`] = `variants.${i}.discount`;
    return {
      ...(r.id ? { id: r.id } : {}),
      color_id: r.color_id,
      attributes: r.attributes.map((a) => (a.attribute_value_id ? { attribute_id: a.attribute_id, attribute_value_id: a.attribute_value_id } : { attribute_id: a.attribute_id, value: a.value })),
      sku: blank(r.sku),
      barcode: blank(r.barcode),
      price: r.price,
      purchase_price: r.purchase_price ?? null,
      discount_type: r.discount_type ?? null,
      discount: r.discount_type ? r.discount : null,
      discount_until: r.discount_type ? r.discount_until : null,
      stock: r.stock ?? 0,
      max_per_order: r.max_per_order ?? null,
      image_ids: (r.images ?? []).map((im) => im.id),
    };
  });
  return {
    title: v.title,
    ...(blank(v.slug) ? { slug: blank(v.slug) } : {}),
    short_description: blank(v.short_description),
    description: v.description ?? '',
    status: v.status,
    published_at: v.published_at ?? null,
    brand_id: v.brand_id ?? null,
    unit_id: v.unit_id ?? null,
    size_chart_id: v.size_chart_id ?? null,
    category_ids: v.category_ids ?? [],
    tags: v.tags ?? [],
    images: (v.images ?? []).map((im, i) => ({ media_id: im.id, alt: blank(v.image_alts?.[`m${im.id}`]), is_main: i === 0 })),
    // An empty price is left out (the API takes a number or nothing): with variants it follows the first one.
    ...(v.price !== null && v.price !== undefined ? { price: v.price } : {}),
    purchase_price: v.purchase_price ?? null,
    discount_type: v.discount_type ?? null,
    discount: noDiscount ? null : v.discount,
    discount_until: noDiscount ? null : v.discount_until,
    weight: v.weight ?? null,
    low_stock_threshold: v.low_stock_threshold ?? 0,
    max_per_order: v.max_per_order ?? null,
    meta_title: blank(v.meta_title),
    meta_description: blank(v.meta_description),
    specifications,
    ...(giftIds ? { gift_ids: giftIds } : {}),
    ...(variants.length ? { variants } : { variants: [], sku: blank(v.sku), barcode: blank(v.barcode), stock: v.stock ?? 0 }),
  };
}

/** Approve / disapprove at once (its own endpoint), for admins holding approve_product. */
function ApprovalSwitch({ product }: { product: Product }) {
  const qc = useQueryClient();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const [on, setOn] = useState(product.approved);
  const toggle = async (next: boolean) => {
    setBusy(true);
    try {
      const res = await api.post<DataResponse<Product>>(`${PRODUCTS_API}/${product.id}/${next ? 'approve' : 'disapprove'}`);
      setOn(res.data.approved);
      qc.setQueryData(resourceKeys.item(PRODUCTS_API, product.id), res.data);
      void qc.invalidateQueries({ queryKey: [PRODUCTS_API, 'list'] });
      message.success(crudText.saved);
    } catch (e) {
      message.error(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form.Item label={t.approved} extra={t.approvedHelp}>
      <Switch checked={on} loading={busy} onChange={(v) => void toggle(v)} checkedChildren={crudText.yes} unCheckedChildren={crudText.no} aria-label={t.approved} />
    </Form.Item>
  );
}

const Section = ({ title, id, children }: { title: string; id: string; children: ReactNode }) => (
  <section id={id} className="pk-form-section">
    <Divider titlePlacement="start" className="pk-section-divider">
      <Typography.Title level={5} className="pk-section-title">
        {title}
      </Typography.Title>
    </Divider>
    {children}
  </section>
);

/** Price / SKU / barcode / stock of a product without variants (its hidden default variant). */
function DefaultVariantBlock() {
  const variants = Form.useWatch('variants') as VariantRow[] | undefined;
  if (variants && variants.length > 0) return <Alert type="info" showIcon className="pk-mb" title={t.withVariantsHelp} />;
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
  const hasVariants = (variants?.length ?? 0) > 0;
  return (
    <Form.Item name="price" label={t.price} rules={rules(t.price, hasVariants ? 'min_value:1' : 'required|min_value:1')}>
      <PriceInput {...(unit ? { unit } : {})} />
    </Form.Item>
  );
}

/** Gifts given with the product (feature `gifts`): the options' gifts plus the attached ones no longer listed there. */
function GiftsField({ options, record, loading }: { options: ProductOptions | undefined; record: Product | undefined; loading: boolean }) {
  const list = [...(options?.gifts ?? [])];
  for (const g of record?.gifts ?? []) if (!list.some((x) => x.id === g.id)) list.push(g);
  return (
    <Form.Item name="gift_ids" label={t.gifts} extra={t.giftsHelp}>
      <Select mode="multiple" allowClear showSearch={{ optionFilterProp: 'label' }} placeholder={crudText.select} loading={loading} options={list.map((g) => ({ value: g.id, label: g.name }))} />
    </Form.Item>
  );
}

export default function ProductFormPage() {
  const { home, featureOn } = useSession();
  const giftsOn = featureOn('gifts');
  const can = useCan();
  const unit = home.unit_label;
  const unitProps = unit ? { unit } : {};
  const options = useProductOptions();
  const tree = useMemo(() => categoryTree(options.data?.categories), [options.data]);
  const fieldMap = useRef<Record<string, string>>({}).current;
  const opt = options.data;

  return (
    <FormPage<Product, ProductValues>
      apiPath={PRODUCTS_API}
      basePath="/products"
      permission="product"
      wide
      title={{ create: t.create, edit: t.edit }}
      initialValues={EMPTY}
      toForm={productToForm}
      toBody={(_v, ctx) => productToBody(ctx.form.getFieldsValue(true) as ProductValues, opt, fieldMap, { gifts: giftsOn })}
      fieldMap={fieldMap}
      rowName={(r) => r.title}
    >
      {({ isEdit, record, form, markDirty }) => (
        <>
          {options.isError ? <Alert type="error" showIcon className="pk-mb" title={errorMessage(options.error)} /> : null}
          <Section id="general" title={t.tabs.general}>
            <div className="pk-form-grid">
              <Form.Item name="title" label={t.title} rules={rules(t.title, 'required|max:191')}>
                <Input maxLength={191} />
              </Form.Item>
              <Form.Item name="slug" label={t.slug} extra={t.slugHelp} rules={rules(t.slug, 'max:191')}>
                <Input maxLength={191} />
              </Form.Item>
            </div>
            <Form.Item name="short_description" label={t.shortDescription} rules={rules(t.shortDescription, 'max:500')}>
              <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={500} />
            </Form.Item>
            <Form.Item name="description" label={t.description}>
              <RichTextEditor />
            </Form.Item>
            <div className="pk-form-grid-3">
              <Form.Item name="status" label={t.status} rules={rules(t.status, 'required')}>
                <Select options={PRODUCT_STATUSES.map((s) => ({ value: s, label: PRODUCT_STATUS_LABELS[s] }))} />
              </Form.Item>
              <Form.Item name="published_at" label={t.publishedAt} extra={t.publishedAtHelp} {...isoInstantItemProps}>
                <JalaliDatePicker showTime style={{ inlineSize: '100%' }} />
              </Form.Item>
              {isEdit && record && can('approve_product') ? <ApprovalSwitch product={record} /> : <div />}
            </div>
            <div className="pk-form-grid-3">
              <Form.Item name="brand_id" label={t.brand}>
                <Select allowClear showSearch={{ optionFilterProp: 'label' }} placeholder={crudText.select} loading={options.isPending} options={(opt?.brands ?? []).map((b) => ({ value: b.id, label: b.name }))} />
              </Form.Item>
              <Form.Item name="unit_id" label={t.unit}>
                <Select allowClear showSearch={{ optionFilterProp: 'label' }} placeholder={crudText.select} loading={options.isPending} options={(opt?.units ?? []).map((u) => ({ value: u.id, label: u.name }))} />
              </Form.Item>
              <Form.Item name="size_chart_id" label={t.sizeChart}>
                <Select allowClear showSearch={{ optionFilterProp: 'label' }} placeholder={crudText.select} loading={options.isPending} options={(opt?.size_charts ?? []).map((s) => ({ value: s.id, label: s.title }))} />
              </Form.Item>
            </div>
            <div className="pk-form-grid">
              <Form.Item name="category_ids" label={t.categories} rules={rules(t.categories, 'required')}>
                <TreeSelect multiple allowClear showSearch={{ treeNodeFilterProp: 'title' }} treeDefaultExpandAll placeholder={crudText.select} treeData={tree} loading={options.isPending} />
              </Form.Item>
              <Form.Item name="tags" label={t.tags} extra={t.tagsHelp}>
                <Select mode="tags" open={false} suffixIcon={null} tokenSeparators={[...t.tagSeparators]} />
              </Form.Item>
            </div>
            {giftsOn ? (
              <div className="pk-form-grid">
                <GiftsField options={opt} record={record} loading={options.isPending} />
              </div>
            ) : null}
          </Section>

          <Section id="pricing" title={t.tabs.pricing}>
            <div className="pk-form-grid">
              <PriceField unit={unit} />
              <Form.Item name="purchase_price" label={t.purchasePrice}>
                <PriceInput {...unitProps} />
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
          </Section>

          <Section id="images" title={t.tabs.images}>
            <Form.Item name="images" label={t.images} extra={t.imagesHelp}>
              <ImageUpload multiple slideshow label={t.images} maxCount={30} />
            </Form.Item>
            <Form.Item noStyle shouldUpdate={(a: ProductValues, b: ProductValues) => a.images !== b.images}>
              {() => {
                const imgs = (form.getFieldValue('images') as ImageRef[] | undefined) ?? [];
                return imgs.length ? (
                  <div className="pk-alt-list">
                    {imgs.map((im, i) => (
                      <Form.Item key={String(im.id)} name={['image_alts', `m${im.id}`]} label={t.imageAltFor(toPersianDigits(i + 1))} rules={rules(t.imageAlt, 'max:191')}>
                        <Input maxLength={191} />
                      </Form.Item>
                    ))}
                  </div>
                ) : null;
              }}
            </Form.Item>
          </Section>

          <Section id="specifications" title={t.tabs.specifications}>
            <ProductSpecs options={opt} />
          </Section>

          <Section id="variants" title={t.tabs.variants}>
            <ProductVariants form={form} colors={opt?.colors ?? []} attributes={opt?.attributes ?? []} unit={unit} onChanged={markDirty} />
          </Section>

          <Section id="seo" title={t.tabs.seo}>
            <div className="pk-form-grid">
              <Form.Item name="meta_title" label={t.metaTitle} rules={rules(t.metaTitle, 'max:191')}>
                <Input maxLength={191} />
              </Form.Item>
              <Form.Item name="meta_description" label={t.metaDescription} rules={rules(t.metaDescription, 'max:500')}>
                <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={500} />
              </Form.Item>
            </div>
          </Section>
        </>
      )}
    </FormPage>
  );
}
