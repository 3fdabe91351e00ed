import { flashBodyIssues, type FlashDiscountType } from '@pishkhan/common/flash';
import { flashDiscountTypeLabels, flashMessage } from '@pishkhan/common/i18n/fa/flash-labels';
import { flashText as t } from '@pishkhan/common/i18n/fa/flash-screens';
import { rules } from '@pishkhan/common/rules';
import { Alert, Form, Input, Radio, type FormRule } from 'antd';
import { SectionDivider } from '../../../components/crud/SectionDivider';
import { useSession } from '../../../app/session';
import { FormPage } from '../../../components/crud/FormPage';
import { SwitchField } from '../../../components/crud/fields';
import { ColorPicker } from '../../../components/inputs/ColorPicker';
import { LazyImageUpload } from '../../../components/inputs/LazyImageUpload';
import { isoInstantItemProps, JalaliDatePicker } from '../../../components/inputs/jalali';
import { PriceInput } from '../../../components/inputs/PriceInput';
import { FLASHES_API, type Flash, type FlashBody, type FlashFormValues } from './flash.api';
import { defaultDiscountRule } from './flash.rules';
import { lazyPart } from '../../../components/crud/lazyPart';
import './flash.css';

// The products table (antd's Table, the product picker) loads with the form, after its first fields.
const FlashProducts = lazyPart(() => import('./FlashProducts').then((m) => m.FlashProducts));

const typeOptions = (Object.keys(flashDiscountTypeLabels) as FlashDiscountType[]).map((value) => ({ value, label: flashDiscountTypeLabels[value] }));

/** The end after the start (the shared rule); a new campaign must not have ended already. */
const endsRule =
  (isEdit: boolean): FormRule =>
  (form) => ({
    validator: async () => {
      const v = form.getFieldsValue(['starts_at', 'ends_at']) as Pick<FlashFormValues, 'starts_at' | 'ends_at'>;
      const issue = flashBodyIssues(v).find((i) => i.path === 'ends_at');
      if (issue) throw new Error(flashMessage(issue.key));
      if (!isEdit && v.ends_at && new Date(v.ends_at).getTime() <= Date.now()) throw new Error(flashMessage('ends_in_past'));
    },
  });

const toForm = (r: Flash): Partial<FlashFormValues> => ({
  title: r.title,
  starts_at: r.starts_at,
  ends_at: r.ends_at,
  status: r.status,
  timer: r.timer,
  color: r.color,
  image: r.image,
  mobile_image: r.mobile_image,
  discount_type: r.discount_type,
  discount: r.discount,
  products: r.products.map((p) => ({
    product_id: p.product_id,
    title: p.title,
    image: p.image,
    price_min: p.price_min,
    price_max: p.price_max,
    sales_count: p.sales_count,
    discount_type: p.discount_type,
    discount: p.discount,
    salable_max: p.salable_max,
  })),
});

/** /admin/flash/create and /admin/flash/edit/:id — the campaign, its window and default discount, its products. */
export default function FlashFormPage() {
  const { home } = useSession();
  const unit = home.unit_label ?? '';
  const money = unit ? { unit } : {};
  return (
    <FormPage<Flash, FlashFormValues>
      apiPath={FLASHES_API}
      basePath="/flash"
      permission="flash"
      title={{ create: t.create, edit: t.edit }}
      wide
      initialValues={{ status: true, timer: false, color: null, image: null, mobile_image: null, discount_type: 'percentage', discount: null, products: [] }}
      toForm={toForm}
      toBody={(_v, ctx): FlashBody => {
        // Every value, also the row keys no field shows (product_id, title …).
        const v = ctx.form.getFieldsValue(true) as FlashFormValues;
        return {
          title: v.title.trim(),
          starts_at: v.starts_at,
          ends_at: v.ends_at,
          status: !!v.status,
          timer: !!v.timer,
          color: v.color || null,
          image_id: v.image?.id ?? null,
          mobile_image_id: v.mobile_image?.id ?? null,
          discount_type: v.discount_type,
          discount: v.discount,
          products: (v.products ?? []).map((p) => ({
            product_id: p.product_id,
            discount_type: p.discount_type ?? null,
            discount: p.discount_type ? (p.discount ?? null) : null,
            salable_max: p.salable_max ?? null,
          })),
        };
      }}
      rowName={(r) => r.title}
      fieldMap={{ image_id: 'image', mobile_image_id: 'mobile_image' }}
    >
      {({ isEdit, markDirty }) => (
        <>
          <SectionDivider>{t.sectionGeneral}</SectionDivider>
          <div className="pk-form-grid">
            <Form.Item name="title" label={t.name} rules={rules(t.name, 'required|max:191')}>
              <Input maxLength={191} />
            </Form.Item>
            <Form.Item name="color" label={t.color} extra={t.colorHelp}>
              <ColorPicker label={t.color} alpha={false} allowClear showValues={false} />
            </Form.Item>
          </div>
          <div className="pk-form-grid">
            <SwitchField />
            <SwitchField name="timer" label={t.timer} help={t.timerHelp} />
          </div>

          <SectionDivider>{t.sectionTime}</SectionDivider>
          <div className="pk-form-grid">
            <Form.Item name="starts_at" label={t.startsAt} rules={rules(t.startsAt, 'required')} {...isoInstantItemProps}>
              <JalaliDatePicker showTime aria-label={t.startsAt} />
            </Form.Item>
            <Form.Item name="ends_at" label={t.endsAt} dependencies={['starts_at']} rules={[...rules(t.endsAt, 'required'), endsRule(isEdit)]} {...isoInstantItemProps}>
              <JalaliDatePicker showTime aria-label={t.endsAt} />
            </Form.Item>
          </div>
          <div className="pk-form-grid">
            <Form.Item name="discount_type" label={t.discountType} rules={rules(t.discountType, 'required')}>
              <Radio.Group options={typeOptions} optionType="button" />
            </Form.Item>
            <Form.Item noStyle dependencies={['discount_type']}>
              {({ getFieldValue }) => (
                <Form.Item
                  name="discount"
                  label={t.discount}
                  extra={t.discountHelp}
                  dependencies={['discount_type', 'products']}
                  rules={[...rules(t.discount, 'required|min_value:1'), defaultDiscountRule]}
                >
                  <PriceInput
                    {...(getFieldValue('discount_type') === 'percentage' ? { unit: t.percentSuffix } : money)}
                    aria-label={t.discount}
                    maxDigits={getFieldValue('discount_type') === 'percentage' ? 3 : 15}
                  />
                </Form.Item>
              )}
            </Form.Item>
          </div>

          <SectionDivider>{t.sectionImages}</SectionDivider>
          <div className="pk-form-grid">
            <Form.Item name="image" label={t.image} extra={isEdit ? undefined : t.imageHelp} rules={isEdit ? [] : rules(t.image, 'required')}>
              <LazyImageUpload label={t.image} />
            </Form.Item>
            <Form.Item name="mobile_image" label={t.mobileImage}>
              <LazyImageUpload label={t.mobileImage} />
            </Form.Item>
          </div>

          <SectionDivider>{t.sectionProducts}</SectionDivider>
          <Alert type="info" showIcon className="pk-mb" title={t.productsHelp} />
          <FlashProducts unit={unit} markDirty={markDirty} />
        </>
      )}
    </FormPage>
  );
}
