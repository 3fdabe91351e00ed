import { peopleLabels } from '@pishkhan/common/i18n/fa/people-labels';
import { sellerText as t } from '@pishkhan/common/i18n/fa/people-screens';
import { rules } from '@pishkhan/common/rules';
import { Form, Input } from 'antd';
import { FormPage } from '../../../components/crud/FormPage';
import { SwitchField } from '../../../components/crud/fields';
import { mobileRule, nationalCodeRule } from '../../../components/inputs/iranRules';
import { SELLERS_API, type Seller, type SellerInput } from './seller.api';

const L = peopleLabels.seller;
const nullIfEmpty = (v: string | null | undefined) => (v && v.trim() ? v.trim() : null);

export default function SellerFormPage() {
  return (
    <FormPage<Seller, SellerInput>
      apiPath={SELLERS_API}
      basePath="/sellers"
      permission="seller"
      title={{ create: t.create, edit: t.edit }}
      initialValues={{ status: true }}
      toForm={(r) => ({ full_name: r.full_name, national_code: r.national_code ?? '', mobile: r.mobile ?? '', description: r.description ?? '', status: r.status })}
      toBody={(v) => ({
        full_name: v.full_name.trim(),
        national_code: nullIfEmpty(v.national_code),
        mobile: nullIfEmpty(v.mobile),
        description: nullIfEmpty(v.description),
        status: !!v.status,
      })}
      rowName={(r) => r.full_name}
    >
      <div className="pk-form-grid">
        <Form.Item name="full_name" label={L.full_name} rules={rules(L.full_name, 'required|min:2|max:120')}>
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item name="national_code" label={L.national_code} rules={[nationalCodeRule(L.national_code)]}>
          <Input dir="ltr" inputMode="numeric" maxLength={14} autoComplete="off" />
        </Form.Item>
        <Form.Item name="mobile" label={L.mobile} rules={[mobileRule(L.mobile)]}>
          <Input dir="ltr" inputMode="tel" maxLength={20} autoComplete="off" />
        </Form.Item>
      </div>
      <Form.Item name="description" label={L.description} rules={rules(L.description, 'max:2000')}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={2000} />
      </Form.Item>
      <SwitchField />
    </FormPage>
  );
}
