/** Persian labels of products and warehouse stock (fields, statuses, movement types, export headers). */
export const productStatusLabels = {
  draft: 'پیش‌نویس',
  soon: 'به‌زودی',
  available: 'موجود',
  out_of_stock: 'ناموجود',
  available_offline: 'فروش حضوری',
} as const;

export const stockMovementTypeLabels = {
  initial: 'موجودی اولیه',
  adjustment: 'اصلاح دستی',
  product_edit: 'ویرایش محصول',
  order: 'سفارش',
  order_cancel: 'لغو سفارش',
  order_return: 'مرجوعی سفارش',
  shop_sale: 'فروش حضوری',
  shop_return: 'مرجوعی فروش حضوری',
  shop_void: 'ابطال فروش حضوری',
} as const;

export const discountTypeLabels = { percentage: 'درصد', fixed: 'مقدار ثابت' } as const;

export const productLabels = {
  title: 'عنوان محصول',
  slug: 'نامک',
  short_description: 'توضیح کوتاه',
  description: 'توضیحات',
  status: 'وضعیت',
  published_at: 'تاریخ انتشار',
  brand_id: 'برند',
  unit_id: 'واحد',
  size_chart_id: 'راهنمای سایز',
  category_ids: 'دسته‌بندی‌ها',
  category_id: 'دسته‌بندی',
  tags: 'برچسب‌ها',
  tag: 'برچسب',
  images: 'تصاویر',
  media_id: 'تصویر',
  alt: 'متن جایگزین تصویر',
  is_main: 'تصویر اصلی',
  price: 'قیمت',
  purchase_price: 'قیمت خرید',
  discount_type: 'نوع تخفیف',
  discount: 'مقدار تخفیف',
  discount_until: 'تخفیف تا تاریخ',
  weight: 'وزن',
  low_stock_threshold: 'حد هشدار موجودی',
  max_per_order: 'حداکثر تعداد در هر سفارش',
  meta_title: 'عنوان سئو',
  meta_description: 'توضیحات سئو',
  specifications: 'مشخصات',
  specification_id: 'مشخصه',
  spec_value: 'مقدار مشخصه',
  spec_value_ids: 'مقادیر مشخصه',
  sku: 'کد کالا',
  barcode: 'بارکد',
  stock: 'موجودی',
  variants: 'تنوع‌ها',
  variant: 'تنوع',
  variant_id: 'تنوع',
  color_id: 'رنگ',
  attributes: 'ویژگی‌ها',
  attribute_id: 'ویژگی',
  attribute_value_id: 'مقدار ویژگی',
  attribute_value: 'مقدار ویژگی',
  image_ids: 'تصاویر تنوع',
  variant_status: 'فعال',
  ids: 'محصولات',
  action: 'عملیات',
  change: 'تغییر موجودی',
  reason: 'توضیح',
  gift_ids: 'هدیه‌ها',
  gift_id: 'هدیه',
  role_prices: 'قیمت نقش‌های مشتری',
  prices: 'قیمت‌های نقش',
  role_id: 'نقش مشتری',
  role_price: 'قیمت نقش',
} as const;

/** Pieces of a variant's title: "product | رنگ: قرمز | سایز: XL". */
export const variantTitleLabels = { color: 'رنگ' } as const;

/** Excel export headers (column order of the sheet). */
export const productExportHeaders = {
  id: 'شناسه',
  title: 'عنوان',
  status: 'وضعیت',
  approved: 'تأیید شده',
  brand: 'برند',
  categories: 'دسته‌بندی‌ها',
  skus: 'کدهای انبار',
  barcodes: 'بارکدها',
  price: 'قیمت',
  min_price: 'کمترین قیمت نهایی',
  has_discount: 'تخفیف‌دار',
  stock_total: 'موجودی',
  created_at: 'تاریخ ایجاد',
  sheet: 'محصولات',
  yes: 'بله',
  no: 'خیر',
} as const;

export const productEntityLabels = { product: 'محصول', stock: 'موجودی انبار' } as const;
export const productActionLabels = { approve: 'تأیید', disapprove: 'لغو تأیید', adjust: 'تغییر موجودی' } as const;
