import { toPersianDigits } from '../../text';

/** The storefront's shopping cart: its refusals and what a line's state reads. */
export const cartText = {
  fields: { variant_id: 'تنوع کالا', quantity: 'تعداد' },
  unknownVariant: 'این کالا پیدا نشد',
  unavailable: (title: string) => `«${title}» در حال حاضر قابل خرید نیست`,
  outOfStock: (title: string) => `«${title}» ناموجود است`,
  overStock: (title: string, available: number) => `از «${title}» فقط ${toPersianDigits(available)} عدد موجود است`,
  overMax: (title: string, max: number) => `از «${title}» حداکثر ${toPersianDigits(max)} عدد در هر سفارش می‌توان خرید`,
  tooManyLines: (max: number) => `سبد خرید حداکثر ${toPersianDigits(max)} قلم کالا می‌پذیرد`,
  notInCart: 'این کالا در سبد خرید شما نیست',
  tooManyRequests: 'درخواست‌های شما زیاد بود؛ کمی بعد دوباره امتحان کنید',
} as const;
