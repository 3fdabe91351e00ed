import { specificationsText as t } from '@pishkhan/common/i18n/fa/catalog-screens';
import { rules } from '@pishkhan/common/rules';
import { Form, Input } from 'antd';
import { LazySelect as Select } from '../../../components/inputs/LazySelect';
import { FormPage, SwitchField } from '../../../components/crud';
import { ValuesEditor, valuesBody } from '../../../components/inputs/ValuesEditor';
import { SPECIFICATION_TYPES, SPECIFICATIONS_API, type Specification, type SpecificationFormValues } from './specification.api';
import '../shared/catalog.css';

export default function SpecificationFormPage() {
  return (
    <FormPage<Specification, SpecificationFormValues>
      apiPath={SPECIFICATIONS_API}
      basePath="/specifications"
      permission="specification"
      title={{ create: t.create, edit: t.edit }}
      initialValues={{ type: 'text', group: '', required: false, show_filter: false, status: true, values: [] }}
      toForm={(r) => ({ name: r.name, label: r.label, group: r.group, type: r.type, required: r.required, show_filter: r.show_filter, status: r.status, values: r.values })}
      toBody={({ values, ...v }, { isEdit }) => (v.type === 'text' ? v : { ...v, values: valuesBody(values, isEdit) })}
      rowName={(r) => r.label}
    >
      <div className="pk-form-grid">
        <Form.Item name="label" label={t.label} rules={rules(t.label, 'required|max:100')}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="name" label={t.name} extra={t.nameHelp} rules={rules(t.name, ['required', 'max:100', ['regex', /^[a-zA-Z][a-zA-Z0-9_-]*$/]])}>
          <Input dir="ltr" maxLength={100} />
        </Form.Item>
        <Form.Item name="group" label={t.group} extra={t.groupHelp} rules={rules(t.group, 'max:100')}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="type" label={t.type} rules={rules(t.type, 'required')}>
          <Select options={SPECIFICATION_TYPES.map((v) => ({ value: v, label: t.types[v] }))} />
        </Form.Item>
      </div>
      <Form.Item noStyle dependencies={['type']}>
        {({ getFieldValue }) => (getFieldValue('type') === 'text' ? null : <ValuesEditor label={t.values} help={t.valuesHelp} />)}
      </Form.Item>
      <div className="pk-form-grid">
        <SwitchField name="required" label={t.required} help={t.requiredHelp} />
        <SwitchField name="show_filter" label={t.showFilter} />
        <SwitchField />
      </div>
    </FormPage>
  );
}
