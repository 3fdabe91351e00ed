import { settingsText as t } from '@pishkhan/common/i18n/fa/screens';
import { secretSettingText as secret } from '@pishkhan/common/i18n/fa/setting-messages';
import { rules } from '@pishkhan/common/rules';
import { Form, Input, Switch, Tag } from 'antd';
import { LazySelect as Select } from '../../../components/inputs/LazySelect';
import { useSession } from '../../../app/session';
import { PriceInput } from '../../../components/inputs/PriceInput';
import { LazyImageUpload } from '../../../components/inputs/LazyImageUpload';
import type { SettingField as Field } from './setting.api';
import { NumberInput } from '../../../components/inputs/NumberInput';

const numberRules = (f: Field) =>
  rules(f.label, ['integer', ...(f.min !== undefined ? [`min_value:${f.min}`] : []), ...(f.max !== undefined ? [`max_value:${f.max}`] : [])]);

/** One setting rendered from its type: text, textarea, number, price, boolean, select, image, secret, url. */
export function SettingField({ field: f }: { field: Field }) {
  const { home } = useSession();
  const common = { name: f.name, label: f.label, ...(f.help ? { extra: f.help } : {}) };
  switch (f.type) {
    case 'textarea':
      return (
        <Form.Item {...common} rules={rules(f.label, 'max:5000')}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} />
        </Form.Item>
      );
    case 'number':
      return (
        <Form.Item {...common} rules={numberRules(f)}>
          <NumberInput {...(f.min !== undefined ? { min: f.min } : {})} {...(f.max !== undefined ? { max: f.max } : {})} />
        </Form.Item>
      );
    case 'price':
      return (
        <Form.Item {...common} rules={numberRules(f)}>
          <PriceInput {...(home.unit_label ? { unit: home.unit_label } : {})} />
        </Form.Item>
      );
    case 'boolean':
      return (
        <Form.Item {...common} valuePropName="checked">
          <Switch checkedChildren={t.yes} unCheckedChildren={t.no} />
        </Form.Item>
      );
    case 'select':
      return (
        <Form.Item {...common} rules={rules(f.label, 'required')}>
          <Select options={f.options ?? []} />
        </Form.Item>
      );
    case 'image':
      return (
        <Form.Item {...common}>
          <LazyImageUpload label={f.label} />
        </Form.Item>
      );
    case 'secret':
      // Never read back: a password input, empty unless a new value is typed (empty keeps the old one).
      return (
        <Form.Item
          {...common}
          label={
            <>
              {f.label} <Tag color={f.is_set ? 'green' : 'default'}>{f.is_set ? `${secret.set} ${f.masked ?? ''}` : secret.notSet}</Tag>
            </>
          }
          rules={rules(f.label, 'max:2000')}
        >
          <Input.Password dir="ltr" autoComplete="new-password" placeholder={f.is_set ? secret.keep : ''} />
        </Form.Item>
      );
    case 'url':
      return (
        <Form.Item {...common} rules={rules(f.label, 'max:255')}>
          <Input dir="ltr" inputMode="url" />
        </Form.Item>
      );
    default:
      return (
        <Form.Item {...common} rules={rules(f.label, 'max:255')}>
          <Input />
        </Form.Item>
      );
  }
}
