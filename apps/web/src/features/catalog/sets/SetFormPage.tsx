import { setsText as t } from '@pishkhan/common/i18n/fa/merch-screens';
import { rules } from '@pishkhan/common/rules';
import { Form, Input } from 'antd';
import { FormPage, SwitchField } from '../../../components/crud';
import { ProductPicker, type PickedProduct } from '../shared/ProductPicker';
import { SETS_API, type ProductSet, type ProductSetInput } from './set.api';

type Values = { name: string; description: string; status: boolean; products: PickedProduct[] };

export default function SetFormPage() {
  return (
    <FormPage<ProductSet, Values>
      apiPath={SETS_API}
      basePath="/sets"
      permission="product_set"
      title={{ create: t.create, edit: t.edit }}
      initialValues={{ status: true, products: [], description: '' }}
      toForm={(r) => ({ name: r.name, description: r.description ?? '', status: r.status, products: r.products })}
      toBody={(v): ProductSetInput => ({ name: v.name, description: v.description || null, status: v.status, product_ids: v.products.map((p) => p.id) })}
      fieldMap={{ product_ids: 'products' }}
      rowName={(r) => r.name}
    >
      <Form.Item name="name" label={t.name} rules={rules(t.name, 'required|max:191')}>
        <Input maxLength={191} />
      </Form.Item>
      <Form.Item name="description" label={t.description} rules={rules(t.description, 'max:2000')}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
      <Form.Item name="products" label={t.products} rules={rules(t.products, 'required')}>
        <ProductPicker />
      </Form.Item>
      <SwitchField />
    </FormPage>
  );
}
