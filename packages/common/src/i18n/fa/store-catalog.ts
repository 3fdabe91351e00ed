/** Persian texts of the storefront's public catalogue and content reads: refusals and query labels. */
export const storeCatalogText = {
  productNotFound: 'محصولی با این نشانی پیدا نشد',
  postNotFound: 'نوشته‌ای با این نشانی پیدا نشد',
  pageNotFound: 'صفحه‌ای با این نشانی پیدا نشد',
  categoryNotFound: 'دسته‌بندی انتخاب‌شده پیدا نشد',
  priceRange: 'کمترین قیمت نباید از بیشترین قیمت بیشتر باشد',
  idList: 'فهرست شناسه‌ها باید عددهایی جداشده با ویرگول باشد (حداکثر ۲۰ عدد)',
};

/** Labels of the storefront's query parameters (named in a 422's `fields`). */
export const storeQueryLabels = {
  page: 'شماره‌ی صفحه',
  per_page: 'تعداد در هر صفحه',
  q: 'عبارت جستجو',
  category_id: 'دسته‌بندی',
  brand_id: 'برند',
  price_min: 'کمترین قیمت',
  price_max: 'بیشترین قیمت',
  in_stock: 'فقط کالاهای موجود',
  attribute_value_ids: 'مقدارهای ویژگی',
  color_ids: 'رنگ‌ها',
  sort: 'مرتب‌سازی',
  tag: 'برچسب',
  post_category_id: 'دسته‌ی نوشته',
  slug: 'نشانی',
};
