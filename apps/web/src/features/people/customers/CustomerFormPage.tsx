import { genderLabels, peopleLabels } from '@pishkhan/common/i18n/fa/people-labels';
import { customerFormText as t } from '@pishkhan/common/i18n/fa/people-screens';
import { bankNameOfCard, bankNameOfSheba, isCardNumber, isSheba } from '@pishkhan/common/iran';
import { BankOutlined } from '@ant-design/icons';
import { rules } from '@pishkhan/common/rules';
import { Form, Input, Radio, Typography } from 'antd';
import { SectionDivider } from '../../../components/crud/SectionDivider';
import { useSession } from '../../../app/session';
import { FormPage } from '../../../components/crud/FormPage';
import { ResourceSelect } from '../../../components/crud/ResourceSelect';
import { SwitchField } from '../../../components/crud/fields';
import { cardNumberRule, mobileRule, nationalCodeRule, shebaRule } from '../../../components/inputs/iranRules';
import { isoDateItemProps, JalaliDatePicker } from '../../../components/inputs/jalali';
import { CUSTOMER_ROLES_API } from '../customer-roles/customer-role.api';
import { CUSTOMERS_API, customerName, type CustomerDetail, type CustomerInput } from './customer.api';

const L = peopleLabels.customer;
const nullIfEmpty = (v: string | null | undefined) => (v && v.trim() ? v.trim() : null);
const FIRST_DAY = new Date('1900-01-01T00:00:00Z');

interface Values extends Omit<CustomerInput, 'gender'> {
  gender: CustomerInput['gender'] | '';
}

/**
 * The bank of the card / Sheba being typed, from the common bank lookup: shown as soon as its
 * bank digits are typed, in green once the whole number is valid.
 */
function BankHint({ field, of, valid }: { field: 'card_number' | 'sheba'; of: (v: string) => string | null; valid: (v: string) => boolean }) {
  const form = Form.useFormInstance();
  const value = Form.useWatch(field, form) as string | undefined;
  const name = value ? of(value) : null;
  if (!name) return null;
  return (
    <Typography.Text type={valid(value!) ? 'success' : 'secondary'} data-testid={`${field}-bank`}>
      <BankOutlined /> {name}
    </Typography.Text>
  );
}

/** /admin/customers/create and /admin/customers/edit/:id. */
export default function CustomerFormPage() {
  const { featureOn } = useSession();
  const roles = featureOn('customer_roles');
  return (
    <FormPage<CustomerDetail, Values>
      apiPath={CUSTOMERS_API}
      basePath="/customers"
      updatePermission="update_customer"
      title={{ create: t.create, edit: t.edit }}
      initialValues={{ status: true, newsletter: false, gender: '' }}
      also={['/api/admin/transactions']}
      toForm={(r) => ({
        first_name: r.first_name ?? '',
        last_name: r.last_name ?? '',
        mobile: r.mobile,
        email: r.email ?? '',
        national_code: r.national_code ?? '',
        gender: r.gender ?? '',
        birth_date: r.birth_date,
        card_number: r.card_number ?? '',
        sheba: r.sheba ?? '',
        newsletter: r.newsletter,
        status: r.status,
        role_id: r.role_id,
      })}
      toBody={({ password, ...v }) => ({
        first_name: nullIfEmpty(v.first_name),
        last_name: nullIfEmpty(v.last_name),
        mobile: v.mobile.trim(),
        email: nullIfEmpty(v.email),
        national_code: nullIfEmpty(v.national_code),
        gender: v.gender || null,
        birth_date: v.birth_date || null,
        card_number: nullIfEmpty(v.card_number),
        sheba: nullIfEmpty(v.sheba),
        newsletter: !!v.newsletter,
        status: !!v.status,
        ...(roles ? { role_id: v.role_id ?? null } : {}),
        ...(password ? { password } : {}),
      })}
      rowName={(r) => customerName(r)}
    >
      {({ isEdit }) => (
        <>
          <Typography.Title level={5}>{t.personal}</Typography.Title>
          <div className="pk-form-grid">
            <Form.Item name="first_name" label={L.first_name} rules={rules(L.first_name, 'min:2|max:120')}>
              <Input maxLength={120} autoComplete="off" />
            </Form.Item>
            <Form.Item name="last_name" label={L.last_name} rules={rules(L.last_name, 'min:2|max:120')}>
              <Input maxLength={120} autoComplete="off" />
            </Form.Item>
            <Form.Item name="mobile" label={L.mobile} rules={[...rules(L.mobile, 'required'), mobileRule(L.mobile)]}>
              <Input dir="ltr" inputMode="tel" autoComplete="off" placeholder={t.mobilePlaceholder} maxLength={20} />
            </Form.Item>
            <Form.Item name="email" label={L.email} rules={rules(L.email, 'email|max:100')}>
              <Input dir="ltr" type="email" autoComplete="off" maxLength={100} />
            </Form.Item>
            <Form.Item name="national_code" label={L.national_code} rules={[nationalCodeRule(L.national_code)]}>
              <Input dir="ltr" inputMode="numeric" autoComplete="off" maxLength={14} />
            </Form.Item>
            <Form.Item name="birth_date" label={L.birth_date} {...isoDateItemProps}>
              <JalaliDatePicker className="pk-full-width" disabledDate={(d) => d > new Date() || d < FIRST_DAY} />
            </Form.Item>
            <Form.Item name="gender" label={L.gender}>
              <Radio.Group
                optionType="button"
                options={[
                  { value: '', label: t.genderNone },
                  { value: 'male', label: genderLabels.male },
                  { value: 'female', label: genderLabels.female },
                ]}
              />
            </Form.Item>
          </div>

          <SectionDivider />
          <Typography.Title level={5}>{t.bank}</Typography.Title>
          <div className="pk-form-grid">
            <Form.Item name="card_number" label={L.card_number} rules={[cardNumberRule(L.card_number)]} extra={<BankHint field="card_number" of={bankNameOfCard} valid={isCardNumber} />}>
              <Input dir="ltr" inputMode="numeric" autoComplete="off" placeholder={t.cardPlaceholder} maxLength={24} />
            </Form.Item>
            <Form.Item name="sheba" label={L.sheba} rules={[shebaRule(L.sheba)]} extra={<BankHint field="sheba" of={bankNameOfSheba} valid={isSheba} />}>
              <Input dir="ltr" autoComplete="off" placeholder={t.shebaPlaceholder} maxLength={34} />
            </Form.Item>
          </div>

          <SectionDivider />
          <Typography.Title level={5}>{t.account}</Typography.Title>
          <div className="pk-form-grid">
            {roles ? (
              <Form.Item name="role_id" label={L.role_id}>
                <ResourceSelect apiPath={CUSTOMER_ROLES_API} placeholder={t.noRole} />
              </Form.Item>
            ) : null}
            <Form.Item name="password" label={L.password} extra={isEdit ? t.passwordHelpEdit : t.passwordHelpCreate} rules={rules(L.password, 'min:8|max:128')}>
              <Input.Password dir="ltr" autoComplete="new-password" />
            </Form.Item>
          </div>
          <div className="pk-form-grid">
            <SwitchField name="newsletter" label={L.newsletter} />
            <SwitchField />
          </div>
        </>
      )}
    </FormPage>
  );
}
