/** «Tell me when it is back in stock»: the storefront's answers and the message that goes out. */
export const stockAlertText = {
  fields: { variant_id: 'تنوع کالا', email: 'ایمیل', mobile: 'شماره موبایل' },
  contactRequired: 'ایمیل یا شماره موبایل را وارد کنید',
  inStock: 'این کالا هم‌اکنون موجود است و می‌توانید آن را بخرید',
  unknownVariant: 'این کالا پیدا نشد',
  saved: 'وقتی این کالا موجود شد به شما خبر می‌دهیم',
  emailSubject: (title: string) => `«${title}» دوباره موجود شد`,
  emailBody: (title: string) => `کالایی که منتظرش بودید، «${title}»، دوباره موجود است.`,
  emailLink: 'دیدن و خرید کالا',
  sms: (shop: string, title: string, url: string) => `${shop ? `${shop}: ` : ''}«${title}» دوباره موجود شد.\n${url}`,
  /** A send cut short by a crash: not retried blindly. */
  interrupted: 'ارسال نیمه‌کاره ماند؛ دوباره فرستاده نشد',
} as const;
