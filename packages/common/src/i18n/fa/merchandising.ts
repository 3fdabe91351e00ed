/** Labels and messages of gifts, product sets, recommendation groups and product comments. */
export const merchLabels = {
  gift: { name: 'نام هدیه', image_id: 'تصویر', starts_at: 'شروع', ends_at: 'پایان', status: 'وضعیت', product_ids: 'محصولات', variant_ids: 'تنوع‌ها' },
  set: { name: 'نام ست', description: 'توضیحات', status: 'وضعیت', product_ids: 'محصولات' },
  recommendation: { key: 'کلید', label: 'عنوان', show_in_home: 'نمایش در صفحه‌ی اصلی', show_in_filter: 'نمایش در فیلترها', status: 'وضعیت', product_ids: 'محصولات', product_id: 'محصول' },
  comment: { status: 'وضعیت', ids: 'دیدگاه‌ها', body: 'متن پاسخ' },
} as const;

export const merchMessages = {
  endsBeforeStart: 'پایان باید بعد از شروع باشد',
  unknownProducts: 'برخی محصولات انتخاب‌شده وجود ندارند',
  unknownVariants: 'برخی تنوع‌های انتخاب‌شده وجود ندارند',
  giftInUse: 'این هدیه به {count} محصول یا تنوع متصل است و حذف نمی‌شود',
  builtinGroup: 'گروه‌های پیش‌فرض حذف نمی‌شوند و فهرستشان خودکار ساخته می‌شود',
  orderMustMatch: 'ترتیب باید دقیقاً همه‌ی محصولات این گروه را یک بار شامل شود',
  alreadyInGroup: 'این محصول از قبل در این گروه است',
  replyToReply: 'به پاسخ فروشگاه نمی‌توان پاسخ داد',
};

export const recommendationBuiltins: Record<string, string> = {
  newest: 'جدیدترین‌ها',
  most_viewed: 'پربازدیدترین‌ها',
  cheapest: 'ارزان‌ترین‌ها',
  most_expensive: 'گران‌ترین‌ها',
  best_selling: 'پرفروش‌ترین‌ها',
  most_discounted: 'پرتخفیف‌ترین‌ها',
};

export const commentStatusLabels: Record<string, string> = {
  pending: 'در انتظار بررسی',
  approved: 'تأییدشده',
  rejected: 'ردشده',
};
