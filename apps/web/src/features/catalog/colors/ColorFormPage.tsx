import { colorsText as t } from '@pishkhan/common/i18n/fa/screens';
import { rules } from '@pishkhan/common/rules';
import { Form, Input } from 'antd';
import { FormPage, SwitchField } from '../../../components/crud';
import { ColorPicker } from '../../../components/inputs/ColorPicker';
import { COLORS_API, type Color, type ColorInput } from './color.api';

export default function ColorFormPage() {
  return (
    <FormPage<Color, ColorInput>
      apiPath={COLORS_API}
      basePath="/color"
      permission="color"
      title={{ create: t.create, edit: t.edit }}
      initialValues={{ status: true, code: '#000000' }}
      toForm={(r) => ({ name: r.name, code: r.code, status: r.status })}
      rowName={(r) => r.name}
    >
      <Form.Item name="name" label={t.name} rules={rules(t.name, 'required|max:100')}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="code" label={t.code} rules={rules(t.code, 'required')}>
        <ColorPicker label={t.code} alpha={false} />
      </Form.Item>
      <SwitchField />
    </FormPage>
  );
}
