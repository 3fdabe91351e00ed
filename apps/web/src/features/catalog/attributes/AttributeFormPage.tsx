import { attributesText as t } from '@pishkhan/common/i18n/fa/catalog-screens';
import { rules } from '@pishkhan/common/rules';
import { Form, Input } from 'antd';
import { LazySelect as Select } from '../../../components/inputs/LazySelect';
import { FormPage, SwitchField } from '../../../components/crud';
import { ValuesEditor, valuesBody } from '../../../components/inputs/ValuesEditor';
import { ATTRIBUTE_STYLES, ATTRIBUTE_TYPES, ATTRIBUTES_API, type Attribute, type AttributeFormValues } from './attribute.api';
import '../shared/catalog.css';

export default function AttributeFormPage() {
  return (
    <FormPage<Attribute, AttributeFormValues>
      apiPath={ATTRIBUTES_API}
      basePath="/attributes"
      permission="attribute"
      title={{ create: t.create, edit: t.edit }}
      initialValues={{ type: 'select', style: 'select', show_filter: false, status: true, values: [] }}
      toForm={(r) => ({ name: r.name, label: r.label, type: r.type, style: r.style, show_filter: r.show_filter, status: r.status, values: r.values })}
      toBody={(v, { isEdit }) => ({ ...v, values: valuesBody(v.values, isEdit) })}
      rowName={(r) => r.label}
    >
      <div className="pk-form-grid">
        <Form.Item name="label" label={t.label} rules={rules(t.label, 'required|max:100')}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="name" label={t.name} extra={t.nameHelp} rules={rules(t.name, ['required', 'max:100', ['regex', /^[a-zA-Z][a-zA-Z0-9_-]*$/]])}>
          <Input dir="ltr" maxLength={100} />
        </Form.Item>
        <Form.Item name="type" label={t.type} rules={rules(t.type, 'required')}>
          <Select options={ATTRIBUTE_TYPES.map((v) => ({ value: v, label: t.types[v] }))} />
        </Form.Item>
        <Form.Item name="style" label={t.style}>
          <Select options={ATTRIBUTE_STYLES.map((v) => ({ value: v, label: t.styles[v] }))} />
        </Form.Item>
      </div>
      <ValuesEditor label={t.values} help={t.valuesHelp} />
      <div className="pk-form-grid">
        <SwitchField name="show_filter" label={t.showFilter} />
        <SwitchField />
      </div>
    </FormPage>
  );
}
