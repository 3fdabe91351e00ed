export const featureLabels: Record<string, string> = {
  newsletters: 'خبرنامه',
  colors: 'رنگ‌ها',
  size_chart: 'سایزچارت',
  sets: 'ست‌های محصول',
  flash: 'کمپین‌های فروش ویژه',
  instagram: 'اینستاگرام',
  gifts: 'هدیه‌ها',
  customer_roles: 'نقش‌های مشتری',
  sellers: 'فروشندگان',
  withdraws: 'برداشت از کیف پول',
  shop: 'فروشگاه حضوری',
  shipping_excels: 'اکسل پست',
};
