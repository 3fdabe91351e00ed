import { PRODUCT_STATUS_LABELS, productFormText as t } from '@pishkhan/common/i18n/fa/product-screens';
import { crudText } from '@pishkhan/common/i18n/fa/ui';
import { rules } from '@pishkhan/common/rules';
import { useQueryClient } from '@tanstack/react-query';
import { App, Form, Input, Switch } from 'antd';
import { LazySelect as Select } from '../../../components/inputs/LazySelect';
import { useState } from 'react';
import { api, errorMessage, type DataResponse } from '../../../app/api';
import { useCan } from '../../../app/session';
import { SlugField } from '../../../components/crud/SeoFields';
import { resourceKeys } from '../../../components/crud/useResource';
import { isoInstantItemProps, JalaliDatePicker } from '../../../components/inputs/jalali';
import { LazyTreeSelect } from '../../../components/inputs/LazyTreeSelect';
import { PRODUCT_STATUSES, PRODUCTS_API, type Product, type ProductOptions } from './product.api';
import { giftChoices } from './productForm';
import { RichTextEditor } from './RichTextEditor';
import type { CategoryTreeNode } from './useProductOptions';

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

interface Props {
  record: Product | undefined;
  options: ProductOptions | undefined;
  optionsLoading: boolean;
  tree: CategoryTreeNode[];
  giftsOn: boolean;
}

/** Title, slug, descriptions, status and publication, brand / unit / size chart, categories, tags and gifts. */
export function ProductGeneralSection({ record, options, optionsLoading, tree, giftsOn }: Props) {
  const can = useCan();
  const select = { allowClear: true, showSearch: { optionFilterProp: 'label' }, placeholder: crudText.select, loading: optionsLoading };
  return (
    <>
      <div className="pk-form-grid">
        <Form.Item name="title" label={t.title} rules={rules(t.title, 'required|max:191')}>
          <Input maxLength={191} />
        </Form.Item>
        <SlugField label={t.slug} help={t.slugHelp} />
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
        {record && can('approve_product') ? <ApprovalSwitch product={record} /> : <div />}
      </div>
      <div className="pk-form-grid-3">
        <Form.Item name="brand_id" label={t.brand}>
          <Select {...select} options={(options?.brands ?? []).map((b) => ({ value: b.id, label: b.name }))} />
        </Form.Item>
        <Form.Item name="unit_id" label={t.unit}>
          <Select {...select} options={(options?.units ?? []).map((u) => ({ value: u.id, label: u.name }))} />
        </Form.Item>
        <Form.Item name="size_chart_id" label={t.sizeChart}>
          <Select {...select} options={(options?.size_charts ?? []).map((s) => ({ value: s.id, label: s.title }))} />
        </Form.Item>
      </div>
      <div className="pk-form-grid">
        <Form.Item name="category_ids" label={t.categories} rules={rules(t.categories, 'required')}>
          <LazyTreeSelect multiple allowClear showSearch={{ treeNodeFilterProp: 'title' }} treeDefaultExpandAll placeholder={crudText.select} treeData={tree} loading={optionsLoading} />
        </Form.Item>
        <Form.Item name="tags" label={t.tags} extra={t.tagsHelp}>
          <Select mode="tags" open={false} suffixIcon={null} tokenSeparators={[...t.tagSeparators]} />
        </Form.Item>
      </div>
      {giftsOn ? (
        <div className="pk-form-grid">
          <Form.Item name="gift_ids" label={t.gifts} extra={t.giftsHelp}>
            <Select mode="multiple" {...select} options={giftChoices(options, record)} />
          </Form.Item>
        </div>
      ) : null}
    </>
  );
}
