/**
 * Persian field labels of the first resources (admins, roles, colours, units, brands, provinces, cities):
 * part of `labels` (./labels), on their own so a screen that needs only these does not carry every
 * area's audit labels with it.
 */
export const coreLabels = {
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
} as const;
