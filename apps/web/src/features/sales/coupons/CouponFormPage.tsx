import { couponBodyIssues, normalizeCouponCode, COUPON_CODE_PATTERN, type CouponBodyFields } from '@pishkhan/common/coupon';
import { couponLabels as L, couponMessage, couponTypeLabels } from '@pishkhan/common/i18n/fa/coupon-labels';
import { couponText as t } from '@pishkhan/common/i18n/fa/coupon-screens';
import { rules } from '@pishkhan/common/rules';
import { Form, Input, Radio, type FormRule } from 'antd';
import { SectionDivider } from '../../../components/crud/SectionDivider';
import { useSession } from '../../../app/session';
import { FormPage, SwitchField } from '../../../components/crud';
import { isoInstantItemProps, JalaliDatePicker } from '../../../components/inputs/jalali';
import { PriceInput } from '../../../components/inputs/PriceInput';
import { COUPONS_API, type Coupon, type CouponInput } from './coupon.api';

const typeOptions = (Object.keys(couponTypeLabels) as (keyof typeof couponTypeLabels)[]).map((value) => ({ value, label: couponTypeLabels[value] }));

/** The server's cross-field rule for one field (`couponBodyIssues`), as an antd rule. */
const crossRule =
  (field: keyof CouponBodyFields): FormRule =>
  (form) => ({
    validator: async () => {
      const issue = couponBodyIssues(form.getFieldsValue(['type', 'amount', 'min_order_amount', 'starts_at', 'ends_at'])).find((i) => i.field === field);
      if (issue) throw new Error(couponMessage(issue.key));
    },
  });

const codeRule: FormRule = {
  validator: async (_r, v: string | undefined) => {
    if (v && !COUPON_CODE_PATTERN.test(normalizeCouponCode(v))) throw new Error(couponMessage('code_format'));
  },
};

function CouponFields() {
  const { home } = useSession();
  const type = Form.useWatch('type');
  const money = home.unit_label ? { unit: home.unit_label } : {};
  const amountUnit = type === 'percentage' ? { unit: t.percentSuffix } : money;
  return (
    <>
      <div className="pk-form-grid">
        <Form.Item name="code" label={L.code} extra={t.codeHelp} rules={[...rules(L.code, 'required|max:50'), codeRule]}>
          <Input dir="ltr" maxLength={60} autoComplete="off" />
        </Form.Item>
        <Form.Item name="title" label={L.title} rules={rules(L.title, 'required|max:191')}>
          <Input maxLength={191} />
        </Form.Item>
        <Form.Item name="type" label={L.type} rules={rules(L.type, 'required')}>
          <Radio.Group options={typeOptions} optionType="button" />
        </Form.Item>
        <Form.Item name="amount" label={L.amount} dependencies={['type']} rules={[...rules(L.amount, 'required|min_value:1'), crossRule('amount')]}>
          <PriceInput {...amountUnit} aria-label={L.amount} maxDigits={type === 'percentage' ? 3 : 15} />
        </Form.Item>
        <Form.Item name="min_order_amount" label={L.min_order_amount} extra={t.minOrderHelp} dependencies={['type']} rules={[crossRule('min_order_amount')]}>
          <PriceInput {...money} aria-label={L.min_order_amount} />
        </Form.Item>
        {type === 'percentage' && (
          <Form.Item name="max_discount" label={L.max_discount} extra={t.maxDiscountHelp} rules={rules(L.max_discount, 'min_value:1')}>
            <PriceInput {...money} aria-label={L.max_discount} />
          </Form.Item>
        )}
      </div>
      <SectionDivider>{t.sectionLimits}</SectionDivider>
      <div className="pk-form-grid">
        <Form.Item name="starts_at" label={L.starts_at} rules={rules(L.starts_at, 'required')} {...isoInstantItemProps}>
          <JalaliDatePicker showTime aria-label={L.starts_at} />
        </Form.Item>
        <Form.Item name="ends_at" label={L.ends_at} dependencies={['starts_at']} rules={[...rules(L.ends_at, 'required'), crossRule('ends_at')]} {...isoInstantItemProps}>
          <JalaliDatePicker showTime aria-label={L.ends_at} />
        </Form.Item>
        <Form.Item name="usage_limit" label={L.usage_limit} extra={t.usageLimitHelp} rules={rules(L.usage_limit, 'min_value:1')}>
          <PriceInput unit={null} aria-label={L.usage_limit} maxDigits={9} />
        </Form.Item>
        <Form.Item name="per_customer_limit" label={L.per_customer_limit} extra={t.perCustomerHelp} rules={rules(L.per_customer_limit, 'min_value:1')}>
          <PriceInput unit={null} aria-label={L.per_customer_limit} maxDigits={9} />
        </Form.Item>
      </div>
      <SwitchField />
    </>
  );
}

export default function CouponFormPage() {
  return (
    <FormPage<Coupon, CouponInput>
      apiPath={COUPONS_API}
      basePath="/coupon"
      permission="coupon"
      title={{ create: t.create, edit: t.edit }}
      initialValues={{ type: 'percentage', status: true, per_customer_limit: 1 }}
      toForm={(r) => ({
        code: r.code,
        title: r.title,
        type: r.type,
        amount: r.amount,
        min_order_amount: r.min_order_amount,
        max_discount: r.max_discount,
        starts_at: r.starts_at,
        ends_at: r.ends_at,
        usage_limit: r.usage_limit,
        per_customer_limit: r.per_customer_limit,
        status: r.status,
      })}
      toBody={(v) => ({
        code: normalizeCouponCode(v.code ?? ''),
        title: v.title.trim(),
        type: v.type,
        amount: v.amount,
        min_order_amount: v.min_order_amount ?? null,
        max_discount: v.type === 'percentage' ? (v.max_discount ?? null) : null,
        starts_at: v.starts_at,
        ends_at: v.ends_at,
        usage_limit: v.usage_limit ?? null,
        per_customer_limit: v.per_customer_limit ?? null,
        status: !!v.status,
      })}
      rowName={(r) => r.code}
    >
      <CouponFields />
    </FormPage>
  );
}
