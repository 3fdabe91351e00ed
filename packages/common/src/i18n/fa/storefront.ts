/** What the storefront's public writes answer (contact form, comments). */
export const storefrontText = {
  contactSaved: 'پیام شما رسید؛ به‌زودی پاسخ می‌دهیم',
  contactRequired: 'ایمیل یا شماره موبایل را وارد کنید تا بتوانیم پاسخ دهیم',
  commentSaved: 'دیدگاه شما ثبت شد و پس از تأیید نمایش داده می‌شود',
  unknownPost: 'این نوشته پیدا نشد',
  unknownProduct: 'این محصول پیدا نشد',
  unknownParent: 'دیدگاهی که به آن پاسخ می‌دهید پیدا نشد',
  rating: 'امتیاز',
  title: 'عنوان',
  commentBody: 'متن دیدگاه',
} as const;
