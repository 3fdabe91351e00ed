import { unitsText as t } from '@pishkhan/common/i18n/fa/screens';
import { rules } from '@pishkhan/common/rules';
import { Form, Input, Radio } from 'antd';
import { FormPage, SwitchField } from '../../../components/crud';
import { UNIT_PRECISIONS, UNITS_API, type Unit, type UnitInput } from './unit.api';

export default function UnitFormPage() {
  return (
    <FormPage<Unit, UnitInput>
      apiPath={UNITS_API}
      basePath="/unit"
      permission="unit"
      title={{ create: t.create, edit: t.edit }}
      initialValues={{ status: true, precision: '1' }}
      toForm={(r) => ({ name: r.name, symbol: r.symbol, precision: r.precision, status: r.status })}
      rowName={(r) => r.name}
    >
      <div className="pk-form-grid">
        <Form.Item name="name" label={t.name} rules={rules(t.name, 'required|max:100')}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="symbol" label={t.symbol} rules={rules(t.symbol, 'required|max:20')}>
          <Input maxLength={20} />
        </Form.Item>
      </div>
      <Form.Item name="precision" label={t.precision} extra={t.precisionHelp} rules={rules(t.precision, 'required')}>
        <Radio.Group options={UNIT_PRECISIONS.map((p) => ({ value: p, label: t.precisions[p] ?? p }))} />
      </Form.Item>
      <SwitchField />
    </FormPage>
  );
}
