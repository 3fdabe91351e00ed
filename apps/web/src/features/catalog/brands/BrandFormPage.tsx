import { brandsText as t } from '@pishkhan/common/i18n/fa/screens';
import { rules } from '@pishkhan/common/rules';
import { Form, Input } from 'antd';
import { FormPage, SwitchField } from '../../../components/crud';
import { SlugField } from '../../../components/crud/SeoFields';
import { LazyImageUpload } from '../../../components/inputs/LazyImageUpload';
import { BRANDS_API, type Brand, type BrandInput } from './brand.api';

type Values = Omit<BrandInput, 'logo_id'> & { logo: Brand['logo'] };

export default function BrandFormPage() {
  return (
    <FormPage<Brand, Values>
      apiPath={BRANDS_API}
      basePath="/brands"
      permission="brand"
      title={{ create: t.create, edit: t.edit }}
      initialValues={{ status: true, show_index: false, logo: null }}
      toForm={(r) => ({ name: r.name, slug: r.slug, description: r.description ?? '', status: r.status, show_index: r.show_index, logo: r.logo })}
      toBody={({ logo, slug, ...v }) => ({ ...v, ...(slug ? { slug } : {}), logo_id: logo?.id ?? null })}
      rowName={(r) => r.name}
      fieldMap={{ logo_id: 'logo' }}
    >
      <div className="pk-form-grid">
        <Form.Item name="name" label={t.name} rules={rules(t.name, 'required|max:100')}>
          <Input maxLength={100} />
        </Form.Item>
        <SlugField label={t.slug} help={t.slugHelp} max={150} ltr />
      </div>
      <Form.Item name="description" label={t.description} rules={rules(t.description, 'max:5000')}>
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} />
      </Form.Item>
      <Form.Item name="logo" label={t.logo}>
        <LazyImageUpload label={t.logo} />
      </Form.Item>
      <div className="pk-form-grid">
        <SwitchField />
        <SwitchField name="show_index" label={t.showIndex} />
      </div>
    </FormPage>
  );
}
