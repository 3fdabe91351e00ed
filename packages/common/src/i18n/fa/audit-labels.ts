import { catalogLabels } from './catalog-labels';
import { attributesText, specificationsText } from './catalog-screens';
import { couponLabels, couponTypeLabels } from './coupon-labels';
import { flashDiscountTypeLabels, flashLabels } from './flash-labels';
import { labels } from './labels';
import { contactDeliveryTexts, taskTexts } from './messaging';
import { contactAuditLabels, contactStatusLabels } from './contact-labels';
import { postCommentAuditLabels, postCommentStatusLabels } from './post-comment-labels';
import { contentAuditLabels } from './content-labels';
import { newsletterAudienceLabels, newsletterChannelLabels, newsletterNames, newsletterStatusLabels } from './newsletter-labels';
import { memberSourceLabels, memberStatusLabels, newsletterMemberAuditExtra, newsletterMemberNames } from './newsletter-member-labels';
import { redirectLabels } from './redirect-labels';
import { paymentStatusLabels } from './payments';
import { postStatusLabels } from './post-labels';
import { commentStatusLabels, merchLabels } from './merchandising';
import { orderLabels, orderReturnStatusLabels, orderStatusLabels, paymentMethodLabels } from './order-labels';
import { genderLabels, peopleLabels, walletTransactionTypeLabels, withdrawStatusLabels } from './people-labels';
import { discountTypeLabels, productLabels, productStatusLabels, stockMovementTypeLabels } from './product-labels';
import { shippingExcelLabels } from './shipping-excel-labels';
import { shippingLabels } from './shipping-labels';
import { saleStatusLabels, shopLabels } from './shop-labels';

/**
 * Persian field labels of the audit log, by audit entity: the contracts' own labels first, then the
 * stored columns the contracts do not name (bookkeeping, derived totals, snapshots).
 */
export const auditFieldLabelsFa: Record<string, Record<string, string>> = {
  admin: { ...labels.admin, is_super: 'مدیر کل', last_login_at: 'آخرین ورود', password_hash: 'رمز عبور', password_changed_at: 'زمان تغییر رمز عبور', session_version: 'نسخه‌ی نشست‌ها' },
  role: { ...labels.role, is_super: 'نقش مدیر کل' },
  color: labels.color,
  unit: labels.unit,
  brand: { ...labels.brand, position: 'ترتیب' },
  province: labels.province,
  city: labels.city,
  category: { ...catalogLabels.category, lft: 'ترتیب درخت', rgt: 'ترتیب درخت' },
  attribute: catalogLabels.attribute,
  specification: catalogLabels.specification,
  size_chart_type: catalogLabels.sizeChartType,
  size_chart: catalogLabels.sizeChart,
  product: {
    ...productLabels,
    approved_at: 'زمان تأیید',
    approved_by: 'تأییدکننده',
    archived_at: 'زمان بایگانی',
    min_price: 'کمترین قیمت نهایی',
    has_discount: 'تخفیف‌دار',
    stock_total: 'موجودی کل',
    price_valid_until: 'اعتبار قیمت تا',
    views: 'بازدید',
    sales_count: 'تعداد فروش',
    seller_id: 'فروشنده',
    sku: 'کد کالا',
  },
  stock: { quantity: 'موجودی', reason: 'دلیل', change: 'تغییر موجودی' },
  order: {
    ...orderLabels,
    address: 'نشانی',
    province_id: 'استان',
    city_id: 'شهر',
    coupon_id: 'کد تخفیف',
    items_quantity: 'تعداد اقلام',
    total_items_amount: 'مبلغ اقلام',
    discount_amount: 'تخفیف',
    discount_on_order: 'تخفیف مدیر',
    coupon_discount: 'تخفیف کد تخفیف',
    paid_amount: 'پرداخت‌شده',
    payment_method: 'روش پرداخت',
    weight: 'وزن',
    reserved_until: 'رزرو تا',
    admin_id: 'ثبت‌کننده',
    source: 'محل ثبت',
    post_tracking_code: 'کد رهگیری پست',
    items_count: 'تعداد ردیف‌ها',
    discount_on_items: 'تخفیف اقلام',
    discount_on_coupon: 'تخفیف کد تخفیف',
    status_detail: 'توضیح وضعیت',
    activated_at: 'زمان فعال‌شدن',
    returned_amount: 'مبلغ کالاهای مرجوعی',
    reserve_until: 'مهلت پرداخت (کالا کنار گذاشته تا)',
    checkout_key: 'کلید تکرار ثبت سفارش',
  },
  order_return: {
    order_id: 'سفارش',
    status: 'وضعیت مرجوعی',
    amount: 'مبلغ مرجوعی',
    refund_method: 'روش بازپرداخت',
    refunded_amount: 'مبلغ بازپرداخت',
    tracking_code: 'کد رهگیری مرجوعی',
    note: 'یادداشت',
    admin_id: 'ثبت‌کننده',
    completed_by: 'تکمیل‌کننده',
    completed_at: 'زمان تکمیل',
  },
  mini_order: { ...shopLabels, customer_name: 'نام مشتری', customer_mobile: 'موبایل مشتری', voided_by: 'باطل‌کننده', idempotency_key: 'کلید تکرار', items_quantity: 'تعداد اقلام', lines_count: 'تعداد ردیف‌ها', sale_quantity: 'تعداد فروخته', return_quantity: 'تعداد مرجوعی', sales_amount: 'مبلغ فروش', returns_amount: 'مبلغ مرجوعی', request_hash: 'اثر انگشت درخواست' },
  customer: { ...peopleLabels.customer, password_hash: 'رمز عبور', last_login_at: 'آخرین ورود', customer_role_id: 'نقش مشتری', deactivated_at: 'زمان غیرفعال‌سازی', address_province_id: 'استان آخرین نشانی', address_city_id: 'شهر آخرین نشانی' },
  address: { ...peopleLabels.address, customer_id: 'مشتری', is_default: 'نشانی پیش‌فرض' },
  seller: peopleLabels.seller,
  wallet: { ...peopleLabels.wallet, balance: 'موجودی کیف پول', gift_balance: 'اعتبار هدیه' },
  withdraw: { ...peopleLabels.withdraw, sheba: 'شماره شبا', card_number: 'شماره کارت', paid_at: 'زمان پرداخت', paid_by: 'پرداخت‌کننده', canceled_at: 'زمان لغو', transaction_id: 'تراکنش کیف پول', idempotency_key: 'کلید تکرار' },
  coupon: couponLabels,
  flash: flashLabels,
  gift: merchLabels.gift,
  product_set: merchLabels.set,
  recommendation_group: { ...merchLabels.recommendation, product_added: 'محصول افزوده', product_removed: 'محصول برداشته', order: 'ترتیب محصولات', position: 'ترتیب', builtin: 'گروه پیش‌فرض' },
  product_comment: { ...merchLabels.comment, product_id: 'محصول', customer_id: 'مشتری', parent_id: 'پاسخ به', admin_id: 'پاسخ‌دهنده', author_name: 'نام نویسنده', rating: 'امتیاز', name: 'نام', email: 'ایمیل', likes: 'پسندها', dislikes: 'نپسندها' },
  shipping_method: { ...shippingLabels.method, order: 'ترتیب' },
  shipping_excel: { ...shippingExcelLabels, imported: 'ردیف‌های درون‌ریزی‌شده', matched: 'ردیف‌های جفت‌شده', admin_id: 'درون‌ریزی‌کننده' },
  media: { path: 'مسیر فایل', original_name: 'نام اصلی فایل', mime: 'نوع فایل', size: 'حجم', width: 'عرض', height: 'ارتفاع' },
  customer_role: peopleLabels.customerRole,
  ...contentAuditLabels,
  newsletter_member: { ...newsletterMemberNames.fields, ...newsletterMemberAuditExtra },
  newsletter: { ...newsletterNames.fields, error: 'خطا', to: 'گیرنده آزمایشی', failed: 'ناموفق‌ها', unknown: 'نامعلوم‌ها' },
  ...contactAuditLabels,
  ...postCommentAuditLabels,
  redirect: redirectLabels.fields,
  task: taskTexts.fields,
};

/** Field names that mean the same in every entity. */
export const auditCommonFieldLabelsFa: Record<string, string> = {
  id: 'شناسه',
  status: 'وضعیت',
  name: 'نام',
  title: 'عنوان',
  description: 'توضیحات',
  position: 'ترتیب',
  sort_order: 'ترتیب',
  order: 'ترتیب',
  slug: 'نامک',
  created_at: 'تاریخ ایجاد',
  archived_at: 'زمان بایگانی',
  admin_id: 'مدیر',
  creator_id: 'ایجادکننده',
  updater_id: 'آخرین ویرایشگر',
  processor_id: 'رسیدگی‌کننده',
  customer_id: 'مشتری',
  product_id: 'محصول',
  product_ids: 'محصولات',
  variant_id: 'تنوع',
  variant_ids: 'تنوع‌ها',
  image_id: 'تصویر',
  logo_id: 'لوگو',
  role_id: 'نقش',
  password: 'رمز عبور',
  password_hash: 'رمز عبور',
  value: 'مقدار',
  values: 'مقدارها',
  count: 'تعداد',
  amount: 'مبلغ',
  reason: 'دلیل',
  note: 'یادداشت',
};

/** Persian labels of coded values, by entity and field. */
export const auditValueLabelsFa: Record<string, Record<string, Record<string, string>>> = {
  order: { status: orderStatusLabels, payment_method: paymentMethodLabels, source: { admin: 'پنل مدیریت', store: 'فروشگاه اینترنتی' } },
  order_return: { status: orderReturnStatusLabels, refund_method: paymentMethodLabels },
  product: { status: productStatusLabels, discount_type: discountTypeLabels },
  stock: { type: stockMovementTypeLabels },
  mini_order: { status: saleStatusLabels },
  customer: { gender: genderLabels },
  withdraw: { status: withdrawStatusLabels },
  wallet: { type: walletTransactionTypeLabels },
  coupon: { type: couponTypeLabels },
  flash: { discount_type: flashDiscountTypeLabels },
  product_comment: { status: commentStatusLabels },
  attribute: { type: attributesText.types, style: attributesText.styles },
  specification: { type: specificationsText.types },
  post: { status: postStatusLabels },
  contact: { status: contactStatusLabels, answer_channel: contactDeliveryTexts.channel, answer_delivery: contactDeliveryTexts.status },
  task: { status: taskTexts.status, kind: taskTexts.kinds },
  payment: { status: paymentStatusLabels },
  post_comment: { status: postCommentStatusLabels },
  redirect: { match: redirectLabels.matchLabels, kind: redirectLabels.kindLabels },
  newsletter_member: { status: memberStatusLabels, source: memberSourceLabels },
  newsletter: { status: newsletterStatusLabels, channel: newsletterChannelLabels, audience: newsletterAudienceLabels },
};

/** How a value is read aloud in the log. */
export const auditValueText = {
  yes: 'بله',
  no: 'خیر',
  empty: 'خالی',
  hidden: '••••••',
  /** A reference whose row is gone: «#12 (حذف‌شده)». */
  gone: (id: string) => `${id} (حذف‌شده)`,
  order: (id: string) => `سفارش ${id}`,
  sale: (id: string) => `فروش حضوری ${id}`,
  /** «۳ مورد» for a long list. */
  more: (n: string) => `و ${n} مورد دیگر`,
  areaPrice: (name: string, price: string) => `${name}: ${price}`,
  areaDefault: (name: string) => `${name}: هزینه‌ی پیش‌فرض`,
  /** A variant's price for a customer role: «کد کالا — همکار: ۹۰٬۰۰۰ تومان». */
  rolePrice: (variant: string, role: string, price: string) => `${variant} — ${role}: ${price}`,
} as const;
