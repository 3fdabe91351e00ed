import { catalogActionLabels, catalogAuditLabels, catalogEntityLabels } from './catalog-labels';
import { productActionLabels, productEntityLabels } from './product-labels';
import { peopleActionLabels, peopleEntityLabels } from './people-labels';
import { shippingAuditLabels, shippingEntityLabels } from './shipping-labels';
import { couponAuditLabels, couponEntityLabels } from './coupon-labels';
import { flashAuditLabels, flashEntityLabels } from './flash-labels';
import { shippingExcelActionLabels, shippingExcelAuditLabels, shippingExcelEntityLabels } from './shipping-excel-labels';
import { shopActionLabels, shopAuditLabels, shopEntityLabels } from './shop-labels';
import { orderActionLabels, orderEntityLabels } from './order-labels';
import { coreLabels } from './core-labels';
import { contactActionLabels, contactEntityLabels } from './contact-labels';
import { postCommentActionLabels, postCommentEntityLabels } from './post-comment-labels';
import { contentActionLabels, contentEntityLabels } from './content-labels';
import { colorNames, provinceNames, unitNames } from './resource-names';
import { newsletterMemberNames } from './newsletter-member-labels';
import { newsletterActionLabels, newsletterNames } from './newsletter-labels';

/** Persian field labels of the API contracts (used in validation messages, forms and OpenAPI). */
export const labels = {
  ...coreLabels,
  ...catalogAuditLabels,
  ...shippingAuditLabels,
  ...couponAuditLabels,
  ...flashAuditLabels,
  ...shippingExcelAuditLabels,
  ...shopAuditLabels,
} as const;

export const entityLabels: Record<string, string> = {
  admin: 'مدیر',
  role: 'نقش',
  setting: 'تنظیمات',
  color: colorNames.one,
  unit: unitNames.one,
  brand: 'برند',
  province: provinceNames.one,
  city: 'شهر',
  media: 'فایل',
  notification: 'اعلان',
  task: 'کار پس‌زمینه',
  gift: 'هدیه',
  product_set: 'ست محصول',
  recommendation_group: 'گروه پیشنهادی',
  product_comment: 'دیدگاه محصول',
  ...catalogEntityLabels,
  ...productEntityLabels,
  ...peopleEntityLabels,
  ...shippingEntityLabels,
  ...couponEntityLabels,
  ...flashEntityLabels,
  ...shippingExcelEntityLabels,
  ...shopEntityLabels,
  ...contentEntityLabels,
  ...contactEntityLabels,
  ...postCommentEntityLabels,
  ...orderEntityLabels,
  redirect: 'تغییر مسیر',
  redirect_version: 'نسخه تغییر مسیرها',
  newsletter_member: newsletterMemberNames.one,
  newsletter: newsletterNames.one,
  payment: 'پرداخت اینترنتی',
};

export const actionLabelsFa: Record<string, string> = {
  create: 'ایجاد',
  update: 'ویرایش',
  delete: 'حذف',
  login: 'ورود',
  logout: 'خروج',
  verify: 'استعلام دوباره از درگاه',
  password: 'تغییر رمز عبور',
  read: 'خواندن',
  ...catalogActionLabels,
  ...productActionLabels,
  ...peopleActionLabels,
  ...shippingExcelActionLabels,
  ...shopActionLabels,
  ...orderActionLabels,
  ...contactActionLabels,
  ...postCommentActionLabels,
  ...contentActionLabels,
  ...newsletterActionLabels,
  import: 'درون‌ریزی',
  restore: 'بازگردانی نسخه',
  cancel: 'لغو',
};
