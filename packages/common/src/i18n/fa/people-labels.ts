import { customerRoleNames, sellerNames } from './people-resource-names';

/** Persian labels of customers, addresses, customer roles, sellers, wallets and withdrawals. */

export const genderLabels = { male: 'مرد', female: 'زن' } as const;

export const walletTransactionTypeLabels = {
  admin_credit: 'واریز توسط مدیر',
  admin_debit: 'برداشت توسط مدیر',
  order_payment: 'پرداخت سفارش',
  order_refund: 'بازگشت وجه سفارش',
  withdraw_request: 'درخواست برداشت',
  withdraw_cancel: 'لغو درخواست برداشت',
  shop_payment: 'پرداخت خرید حضوری',
  shop_refund: 'بازگشت وجه خرید حضوری',
  gift_credit: 'اعتبار هدیه',
  gateway_topup: 'افزایش موجودی از درگاه بانکی',
} as const;

export const withdrawStatusLabels = {
  pending: 'در انتظار پرداخت',
  paid: 'پرداخت شده',
  canceled: 'لغو شده',
} as const;

export const peopleLabels = {
  customer: {
    first_name: 'نام',
    last_name: 'نام خانوادگی',
    full_name: 'نام و نام خانوادگی',
    mobile: 'موبایل',
    email: 'ایمیل',
    national_code: 'کد ملی',
    gender: 'جنسیت',
    birth_date: 'تاریخ تولد',
    card_number: 'شماره کارت',
    sheba: 'شماره شبا',
    newsletter: 'عضویت در خبرنامه',
    status: 'وضعیت',
    role_id: 'نقش مشتری',
    password: 'رمز عبور',
    balance: 'موجودی کیف پول',
    gift_balance: 'اعتبار هدیه',
    withdrawable: 'قابل برداشت',
    created_at: 'تاریخ عضویت',
    ids: 'مشتریان',
  },
  address: {
    province_id: 'استان',
    city_id: 'شهر',
    address: 'نشانی',
    postal_code: 'کد پستی',
    first_name: 'نام گیرنده',
    last_name: 'نام خانوادگی گیرنده',
    mobile: 'موبایل گیرنده',
    telephone: 'تلفن ثابت',
    latitude: 'عرض جغرافیایی',
    longitude: 'طول جغرافیایی',
  },
  customerRole: customerRoleNames.labels,
  seller: sellerNames.labels,
  wallet: {
    amount: 'مبلغ',
    reason: 'توضیحات',
    gift: 'اعتبار هدیه (غیرقابل برداشت)',
  },
  withdraw: {
    customer_id: 'مشتری',
    amount: 'مبلغ',
    note: 'یادداشت',
    tracking_code: 'کد پیگیری بانک',
    status: 'وضعیت',
  },
} as const;

/** Column headers of the Excel exports (RTL sheets). */
export const peopleExportHeaders = {
  customersSheet: 'مشتریان',
  transactionsSheet: 'تراکنش‌های کیف پول',
  withdrawsSheet: 'برداشت‌های کیف پول',
  id: 'شناسه',
  first_name: 'نام',
  last_name: 'نام خانوادگی',
  full_name: 'نام مشتری',
  mobile: 'موبایل',
  email: 'ایمیل',
  national_code: 'کد ملی',
  gender: 'جنسیت',
  birth_date: 'تاریخ تولد',
  card_number: 'شماره کارت',
  card_bank: 'بانک کارت',
  sheba: 'شماره شبا',
  sheba_bank: 'بانک شبا',
  bank: 'بانک',
  status: 'وضعیت',
  role: 'نقش',
  balance: 'موجودی',
  gift_balance: 'اعتبار هدیه',
  created_at: 'تاریخ',
  registered_at: 'تاریخ عضویت',
  type: 'نوع',
  amount: 'مبلغ',
  gift_amount: 'سهم هدیه',
  balance_after: 'موجودی پس از تراکنش',
  reason: 'توضیحات',
  admin: 'مدیر',
  tracking_code: 'کد پیگیری',
  active: 'فعال',
  inactive: 'غیرفعال',
  yes: 'بله',
  no: 'خیر',
} as const;

/** Audit log: entity and action names of this issue. */
export const peopleEntityLabels = {
  customer: 'مشتری',
  address: 'نشانی مشتری',
  customer_role: customerRoleNames.one,
  seller: 'فروشنده',
  wallet: 'کیف پول',
  withdraw: 'درخواست برداشت',
} as const;
export const peopleActionLabels = {
  deactivate: 'غیرفعال‌سازی',
  pay: 'پرداخت',
  cancel: 'لغو',
  reopen: 'بازگشایی',
  revoke_sessions: 'بستن نشست‌ها',
  ...walletTransactionTypeLabels,
} as const;
