import { provincesText as t } from '@pishkhan/common/i18n/fa/screens';
import { rules } from '@pishkhan/common/rules';
import { Form, Input } from 'antd';
import { FormPage, SwitchField } from '../../../components/crud';
import { PROVINCES_API, type Province, type ProvinceInput } from './province.api';
import { NumberInput } from '../../../components/inputs/NumberInput';

export default function ProvinceFormPage() {
  return (
    <FormPage<Province, ProvinceInput>
      apiPath={PROVINCES_API}
      basePath="/provinces"
      permission="area"
      title={{ create: t.create, edit: t.edit }}
      initialValues={{ status: true, sort_order: 0 }}
      toForm={(r) => ({ name: r.name, status: r.status, sort_order: r.sort_order })}
      rowName={(r) => r.name}
      also={['/api/admin/cities']}
    >
      <div className="pk-form-grid">
        <Form.Item name="name" label={t.name} rules={rules(t.name, 'required|max:100')}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="sort_order" label={t.sortOrder} rules={rules(t.sortOrder, 'integer|min_value:0|max_value:10000')}>
          <NumberInput min={0} max={10000} />
        </Form.Item>
      </div>
      <SwitchField />
    </FormPage>
  );
}
