import { giftsText as t } from '@pishkhan/common/i18n/fa/merch-screens';
import { rules } from '@pishkhan/common/rules';
import { Form, Input } from 'antd';
import { FormPage, SwitchField } from '../../../components/crud';
import { LazyImageUpload } from '../../../components/inputs/LazyImageUpload';
import { isoRangeItemProps, JalaliRangePicker } from '../../../components/inputs/jalali/pickers';
import { ProductPicker, type PickedProduct } from '../shared/ProductPicker';
import { GIFTS_API, type Gift, type GiftInput } from './gift.api';

type Values = { name: string; status: boolean; image: Gift['image']; period: [string | null, string | null] | null; products: PickedProduct[] };

export default function GiftFormPage() {
  return (
    <FormPage<Gift, Values>
      apiPath={GIFTS_API}
      basePath="/gifts"
      permission="product"
      title={{ create: t.create, edit: t.edit }}
      initialValues={{ status: true, image: null, period: null, products: [] }}
      toForm={(r) => ({ name: r.name, status: r.status, image: r.image && r.image.url ? { id: r.image.id, url: r.image.url } : null, period: [r.starts_at, r.ends_at], products: r.products })}
      toBody={(v): GiftInput => ({
        name: v.name,
        status: v.status,
        image_id: v.image?.id ?? null,
        starts_at: v.period?.[0] ?? null,
        ends_at: v.period?.[1] ?? null,
        product_ids: (v.products ?? []).map((p) => p.id),
      })}
      fieldMap={{ image_id: 'image', starts_at: 'period', ends_at: 'period', product_ids: 'products' }}
      rowName={(r) => r.name}
    >
      {() => (
        <>
          <Form.Item name="name" label={t.name} rules={rules(t.name, 'required|max:191')}>
            <Input maxLength={191} />
          </Form.Item>
          <Form.Item name="image" label={t.image}>
            <LazyImageUpload label={t.image} />
          </Form.Item>
          <Form.Item name="period" label={t.period} {...isoRangeItemProps}>
            <JalaliRangePicker showTime allowEmpty={[true, true]} />
          </Form.Item>
          <Form.Item name="products" label={t.products}>
            <ProductPicker />
          </Form.Item>
          <SwitchField />
        </>
      )}
    </FormPage>
  );
}
