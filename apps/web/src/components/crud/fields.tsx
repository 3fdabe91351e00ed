import { crudText as t } from '@pishkhan/common/i18n/fa/ui';
import { Form, Switch } from 'antd';

/** A boolean field as a switch: active/inactive labels for `status`, yes/no otherwise (crudText). */
export function SwitchField({ name = 'status', label = t.status, help }: { name?: string; label?: string; help?: string }) {
  const isStatus = name === 'status';
  return (
    <Form.Item name={name} label={label} valuePropName="checked" {...(help ? { extra: help } : {})}>
      <Switch checkedChildren={isStatus ? t.active : t.yes} unCheckedChildren={isStatus ? t.inactive : t.no} />
    </Form.Item>
  );
}
