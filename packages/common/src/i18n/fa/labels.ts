import { catalogActionLabels, catalogAuditLabels, catalogEntityLabels } from './catalog-labels';
import { productActionLabels, productEntityLabels } from './product-labels';
import { peopleActionLabels, peopleEntityLabels } from './people-labels';
import { shippingAuditLabels, shippingEntityLabels } from './shipping-labels';
import { couponAuditLabels, couponEntityLabels } from './coupon-labels';
import { flashAuditLabels, flashEntityLabels } from './flash-labels';
import { shippingExcelActionLabels, shippingExcelAuditLabels, shippingExcelEntityLabels } from './shipping-excel-labels';
import { shopActionLabels, shopAuditLabels, shopEntityLabels } from './shop-labels';
import { orderActionLabels, orderEntityLabels } from './order-labels';

/** Persian field labels of the API contracts (used in validation messages, forms and OpenAPI). */
export const labels = {
  common: { ids: 'شناسه‌ها', status: 'وضعیت', name: 'نام', created_at: 'تاریخ ایجاد' },
  login: { username: 'نام کاربری', password: 'رمز عبور' },
  profile: { name: 'نام', email: 'ایمیل', mobile: 'موبایل', password: 'رمز عبور جدید', current_password: 'رمز عبور فعلی' },
  admin: { username: 'نام کاربری', name: 'نام', email: 'ایمیل', mobile: 'موبایل', password: 'رمز عبور', role_id: 'نقش', status: 'وضعیت' },
  role: { name: 'نام لاتین نقش', label: 'عنوان نقش', permissions: 'مجوزها' },
  color: { name: 'نام رنگ', code: 'کد رنگ', status: 'وضعیت' },
  unit: { name: 'نام واحد', symbol: 'نماد', precision: 'دقت', status: 'وضعیت' },
  brand: { name: 'نام برند', slug: 'نامک', description: 'توضیحات', status: 'وضعیت', show_index: 'نمایش در صفحه‌ی اصلی', logo_id: 'لوگو' },
  province: { name: 'نام استان', status: 'وضعیت', sort_order: 'ترتیب' },
  city: { name: 'نام شهر', province_id: 'استان', status: 'وضعیت', post_code: 'کد پستی شهر' },
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
  color: 'رنگ',
  unit: 'واحد',
  brand: 'برند',
  province: 'استان',
  city: 'شهر',
  media: 'فایل',
  notification: 'اعلان',
  contact: 'پیام تماس',
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
  ...orderEntityLabels,
};

export const actionLabelsFa: Record<string, string> = {
  create: 'ایجاد',
  update: 'ویرایش',
  delete: 'حذف',
  login: 'ورود',
  logout: 'خروج',
  password: 'تغییر رمز عبور',
  read: 'خواندن',
  ...catalogActionLabels,
  ...productActionLabels,
  ...peopleActionLabels,
  ...shippingExcelActionLabels,
  ...shopActionLabels,
  ...orderActionLabels,
};
