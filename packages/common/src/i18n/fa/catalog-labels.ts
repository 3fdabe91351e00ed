import { toPersianDigits } from '../../text';
import { sizeChartTypeNames } from './resource-names';

/** Persian field labels, audit entity names and error messages of the catalogue's categories, attributes, specifications and size charts. */
export const catalogLabels = {
  category: {
    title: 'عنوان دسته‌بندی',
    slug: 'نامک',
    description: 'توضیحات',
    parent_id: 'دسته‌بندی والد',
    image_id: 'تصویر',
    icon_id: 'آیکون',
    status: 'وضعیت',
    featured: 'ویژه',
    meta_title: 'عنوان سئو',
    meta_description: 'توضیحات سئو',
    attribute_ids: 'ویژگی‌ها',
    specification_ids: 'مشخصات',
    brand_ids: 'برندها',
    tree: 'ترتیب دسته‌بندی‌ها',
    depth: 'سطح',
    position: 'ترتیب',
    id: 'شناسه‌ی دسته‌بندی',
    children: 'زیرشاخه‌ها',
  },
  attribute: {
    name: 'نام لاتین ویژگی',
    label: 'عنوان ویژگی',
    type: 'نوع',
    style: 'شیوه‌ی نمایش',
    show_filter: 'نمایش در فیلتر فروشگاه',
    status: 'وضعیت',
    values: 'مقدارها',
    value: 'مقدار',
    value_id: 'شناسه‌ی مقدار',
  },
  specification: {
    name: 'نام لاتین مشخصه',
    label: 'عنوان مشخصه',
    group: 'گروه',
    type: 'نوع',
    required: 'الزامی',
    show_filter: 'نمایش در فیلتر فروشگاه',
    status: 'وضعیت',
    values: 'مقدارها',
    value: 'مقدار',
    value_id: 'شناسه‌ی مقدار',
    ids: 'ترتیب مشخصات',
    order: 'ترتیب مشخصات',
    position: 'ترتیب',
  },
  sizeChartType: sizeChartTypeNames.labels,
  sizeChart: { title: 'عنوان جدول سایز', type_id: 'نوع جدول سایز', chart: 'جدول', cell: 'خانه‌ی جدول' },
} as const;

/** Field labels by audit entity name (the audit log screen reads `labels[entity][field]`). */
export const catalogAuditLabels = {
  category: catalogLabels.category,
  attribute: catalogLabels.attribute,
  specification: catalogLabels.specification,
  size_chart_type: catalogLabels.sizeChartType,
  size_chart: catalogLabels.sizeChart,
} as const;

export const catalogEntityLabels: Record<string, string> = {
  category: 'دسته‌بندی',
  attribute: 'ویژگی',
  specification: 'مشخصه',
  size_chart_type: 'نوع جدول سایز',
  size_chart: 'جدول سایز',
};

export const catalogActionLabels: Record<string, string> = { sort: 'مرتب‌سازی' };

/** Refusals (409) and rule messages (422) of these resources; `{x}` are placeholders. */
export const catalogErrors = {
  category_has_children: 'این دسته‌بندی {count} زیرشاخه دارد و حذف نمی‌شود؛ ابتدا زیرشاخه‌ها را جابه‌جا یا حذف کنید',
  category_too_deep: 'درخت دسته‌بندی‌ها بیش از {max} سطح تودرتو نمی‌پذیرد',
  category_cycle: 'یک دسته‌بندی نمی‌تواند زیرشاخه‌ی خودش یا زیرشاخه‌های خودش باشد',
  category_duplicate_in_tree: 'این دسته‌بندی بیش از یک بار در درخت آمده است',
  category_unknown: 'این دسته‌بندی وجود ندارد',
  tree_malformed: 'ساختار درخت معتبر نیست: هر مورد باید شناسه و فهرست زیرشاخه‌ها داشته باشد',
  category_missing_in_tree: 'دسته‌بندی‌های {titles} در درخت ارسالی نیامده‌اند؛ صفحه را دوباره بارگذاری کنید',
  parent_not_found: 'دسته‌بندی والد یافت نشد',
  ids_not_found: '{field}: برخی از موارد انتخاب‌شده وجود ندارند',
  image_not_found: '{field} یافت نشد؛ دوباره بارگذاری کنید',
  slug_empty: 'از این عنوان نامکی ساخته نمی‌شود؛ نامک را وارد کنید',
  attribute_value_in_use: 'مقدار «{value}» در {count} تنوع محصول استفاده شده و حذف نمی‌شود',
  specification_value_in_use: 'مقدار «{value}» در {count} محصول استفاده شده و حذف نمی‌شود',
  value_not_of_this: 'این مقدار متعلق به همین مورد نیست',
  value_duplicate: 'مقدار «{value}» تکراری است',
  values_required: 'برای نوع انتخابی دست‌کم یک مقدار وارد کنید',
  order_duplicate: 'شناسه‌ها تکراری‌اند',
  order_unknown: 'برخی از مشخصات یافت نشدند؛ صفحه را دوباره بارگذاری کنید',
  chart_not_rectangular: 'همه‌ی ردیف‌های جدول باید {cols} ستون داشته باشند',
  chart_empty_cell: 'خانه‌های جدول نباید خالی باشند',
  chart_too_big: 'جدول حداکثر {rows} ردیف و {cols} ستون دارد',
  machine_name: '{field} فقط حروف انگلیسی، رقم، خط تیره و زیرخط می‌پذیرد و با حرف شروع می‌شود',
} as const;

export type CatalogErrorKey = keyof typeof catalogErrors;
/** The message with its placeholders filled (numbers in Persian digits); unknown ones, like `{field}`, are kept. */
export const catalogError = (key: CatalogErrorKey, params: Record<string, string | number> = {}) =>
  catalogErrors[key].replace(/\{(\w+)\}/g, (m, k: string) => {
    const v = params[k];
    return v === undefined ? m : typeof v === 'number' ? toPersianDigits(v) : v;
  });
