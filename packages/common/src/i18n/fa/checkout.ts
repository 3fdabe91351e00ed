import { toPersianDigits } from '../../text';

/** The storefront's checkout: its fields and refusals. */
export const checkoutText = {
  fields: {
    address_id: 'آدرس',
    shipping_method_id: 'روش ارسال',
    coupon_code: 'کد تخفیف',
    wallet_amount: 'مبلغ پرداخت از کیف پول',
    description: 'توضیحات سفارش',
    expected_total: 'مبلغ پیش‌نمایش سفارش',
  },
  cartEmpty: 'سبد خرید شما خالی است',
  addressUnknown: 'این آدرس در فهرست آدرس‌های شما نیست',
  shippingRequired: 'روش ارسال را انتخاب کنید',
  lineProblem: (n: number) => `${toPersianDigits(n)} قلم از سبد خرید قابل سفارش نیست؛ سبد خرید را اصلاح کنید`,
  soldOut: (detail: string) => `کالای سبد خرید همین حالا به فروش رفت (${detail})؛ سبد خرید را اصلاح کنید`,
  priceChanged: (total: string) => `قیمت سبد خرید تغییر کرد؛ مبلغ سفارش اکنون ${total} است. دوباره بررسی و تأیید کنید`,
  idempotencyKeyInvalid: 'کلید Idempotency-Key باید ۱ تا ۱۰۰ نویسه‌ی لاتین بدون فاصله باشد',
  tooManyRequests: 'درخواست‌های شما زیاد بود؛ کمی بعد دوباره امتحان کنید',
} as const;
