/** Persian messages of the products and stock rules. `{x}` placeholders are filled by `productMessage`. */
export const productMessages = {
  price_positive: '{field} باید بیشتر از صفر باشد',
  discount_required: 'مقدار تخفیف را وارد کنید',
  discount_type_required: 'نوع تخفیف را انتخاب کنید',
  discount_percent_max: 'تخفیف درصدی باید بین ۱ تا ۱۰۰ باشد',
  discount_fixed_lt_price: 'تخفیف ثابت باید کمتر از قیمت ({price}) باشد',
  price_required: 'قیمت محصول بدون تنوع الزامی است',
  two_main_images: 'فقط یک تصویر می‌تواند تصویر اصلی باشد',
  duplicate_in_form: '{field} در این فرم تکراری است',
  duplicate_sku: 'این کد کالا برای محصول دیگری ثبت شده است',
  duplicate_barcode: 'این بارکد برای محصول دیگری ثبت شده است',
  duplicate_slug: 'این نامک برای محصول دیگری ثبت شده است',
  duplicate_variant: 'تنوعی با همین رنگ و ویژگی‌ها پیش‌تر در فرم آمده است',
  duplicate_attribute: 'هر ویژگی فقط یک بار در هر تنوع می‌آید',
  duplicate_specification: 'هر مشخصه فقط یک بار می‌آید',
  not_found_ref: '{field} یافت نشد',
  required_specs_missing: 'مشخصات الزامی دسته‌بندی پر نشده است: {names}',
  spec_text_expected: 'مقدار «{name}» باید متن باشد',
  spec_one_value_expected: 'برای «{name}» یک مقدار از فهرست انتخاب کنید',
  spec_values_expected: 'برای «{name}» دست‌کم یک مقدار از فهرست انتخاب کنید',
  spec_value_unknown: 'مقدار انتخاب‌شده از مقادیر «{name}» نیست',
  attribute_value_required: 'برای «{name}» یک مقدار از فهرست انتخاب کنید',
  attribute_text_required: 'مقدار «{name}» را وارد کنید',
  attribute_value_unknown: 'مقدار انتخاب‌شده از مقادیر «{name}» نیست',
  variant_not_of_product: 'این تنوع متعلق به این محصول نیست',
  role_unknown: 'این نقش مشتری یافت نشد',
  role_price_duplicate: 'قیمت این نقش برای این تنوع تکراری است',
  available_without_stock: 'محصول بدون موجودی نمی‌تواند در وضعیت «موجود» باشد',
  bulk_available_without_stock: 'این محصولات موجودی ندارند و نمی‌توانند «موجود» شوند: {names}',
  bulk_status_required: 'وضعیت جدید را انتخاب کنید',
  in_orders: 'این محصول در سفارش‌ها آمده است و حذف نمی‌شود؛ آن را بایگانی کنید',
  insufficient_stock: 'موجودی «{variant}» فقط {available} عدد است و {requested} عدد از آن کم نمی‌شود',
  change_non_zero: 'تغییر موجودی باید عددی غیر صفر باشد',
  initial_reason: 'موجودی اولیه محصول',
  edit_reason: 'تغییر موجودی در ویرایش محصول',
  unavailable_description: 'موجودی محصول «{title}» تمام شد',
} as const;

export type ProductMessageKey = keyof typeof productMessages;

export const productMessage = (key: ProductMessageKey, params: Record<string, string | number> = {}) =>
  productMessages[key].replace(/\{(\w+)\}/g, (m, k: string) => (params[k] === undefined ? m : String(params[k])));

/** Names quoted and joined with the Persian comma: «الف»، «ب». */
export const quotedList = (names: string[]) => names.map((n) => `«${n}»`).join('، ');
/** The Persian list separator (SQL string_agg in exports). */
export const listSeparator = '، ';
