/**
 * One realistic record per API path pattern, for the number-field walk: with them the screens draw
 * their table rows and records, so the dialogs those rows and records open (stock adjust, wallet,
 * addresses, withdrawal, order lines, returns, payments…) are walked too. Amounts are large enough
 * that 25 and 1,200 are valid in every box (a return of 25 needs 25 returnable).
 */
import { optionsFixture, productFixture, rowFixture } from '../features/catalog/products/fixtures';
import { listResponse } from '../test/utils';

const at = '2025-03-21T08:00:00Z';
const wallet = { balance: 2_500_000, gift_balance: 50_000, withdrawable: 2_000_000 };

const stockRow = {
  variant_id: 41,
  product_id: 1,
  product_title: 'گوشی A55',
  product_status: 'available',
  variant_title: 'گوشی A55 | قرمز / S',
  is_default: false,
  sku: 'A55-R-S',
  barcode: '2000000000017',
  quantity: 40,
  low_stock_threshold: 5,
  low_stock: false,
  purchase_price: 900000,
  stock_value: 36_000_000,
  updated_at: at,
};

const address = {
  id: 3,
  customer_id: 1,
  province_id: 8,
  province: { id: 8, name: 'تهران' },
  city_id: 301,
  city: { id: 301, name: 'تهران' },
  address: 'خیابان آزادی، پلاک ۱۰',
  postal_code: '1458889999',
  first_name: 'علی',
  last_name: 'رضایی',
  full_name: 'علی رضایی',
  mobile: '09121234567',
  telephone: null,
  latitude: null,
  longitude: null,
  created_at: at,
  updated_at: at,
};

const customer = {
  id: 1,
  first_name: 'علی',
  last_name: 'رضایی',
  full_name: 'علی رضایی',
  mobile: '09121234567',
  email: null,
  national_code: '0499370899',
  gender: 'male',
  gender_label: 'مرد',
  birth_date: '1990-05-01',
  card_number: '6037991199500590',
  card_bank: 'بانک ملی ایران',
  sheba: 'IR820540102680020817909002',
  sheba_bank: 'بانک پارسیان',
  newsletter: false,
  status: true,
  role_id: null,
  role: null,
  has_password: false,
  wallet,
  created_at: at,
  updated_at: at,
};

const orderItem = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  product_id: 5,
  variant_id: 51,
  title: 'پیراهن مردانه',
  variant_title: 'آبی — XL',
  sku: 'SH-BL-XL',
  barcode: '6260000000011',
  image_url: null,
  quantity: 30,
  unit_price: 500000,
  unit_discount: 50000,
  discount_source: 'product',
  line_total: 13_500_000,
  status: true,
  ...over,
});

/** An order; `status` picks which of its dialogs show (an open order edits lines and money, a shipped one takes returns). */
export const orderFixture = (status: 'new' | 'delivered') => ({
  id: 1,
  status,
  status_label: status === 'new' ? 'جدید' : 'ارسال شده',
  created_at: at,
  updated_at: at,
  customer: { id: 1, name: 'علی رضایی', mobile: '09121234567', wallet },
  address: {
    id: 40,
    first_name: 'علی',
    last_name: 'رضایی',
    mobile: '09121234567',
    telephone: null,
    province_id: 8,
    province: 'تهران',
    city_id: 301,
    city: 'تهران',
    address: 'خیابان امیرکبیر، کوچه ۱۲',
    postal_code: '8715613311',
    latitude: null,
    longitude: null,
  },
  shipping_method: { id: 2, name: 'پست پیشتاز' },
  shipping_amount: 50000,
  delivered_at: status === 'delivered' ? at : null,
  coupon: null,
  items_count: 1,
  items_quantity: 30,
  total_items_amount: 15_000_000,
  discount_on_items: 1_500_000,
  discount_on_coupon: 0,
  discount_on_order: 0,
  discount_amount: 1_500_000,
  total_amount: 13_550_000,
  paid_amount: 0,
  due_amount: 13_550_000,
  payment_status: 'unpaid',
  payment_status_label: 'پرداخت نشده',
  payment_method: null,
  description: null,
  admin_note: null,
  post_tracking_code: null,
  reserved: false,
  items: [orderItem(101)],
  payments: [],
  returns: [],
  events: [],
  allowed_statuses: status === 'new' ? ['in_progress', 'canceled'] : ['received'],
});

const withdraw = {
  id: 1,
  customer_id: 1,
  customer: { id: 1, full_name: 'علی رضایی', mobile: '09121234567' },
  amount: 150000,
  card_number: '6037991199500590',
  card_bank: 'بانک ملی ایران',
  sheba: 'IR820540102680020817909002',
  sheba_bank: 'بانک پارسیان',
  bank_name: 'بانک پارسیان',
  status: 'pending',
  status_label: 'در انتظار پرداخت',
  tracking_code: null,
  note: null,
  creator: null,
  processor: null,
  paid_at: null,
  canceled_at: null,
  created_at: at,
  updated_at: at,
};

const purchases = {
  ...listResponse([{ kind: 'order', id: 1, created_at: at, status: 'new', status_label: 'جدید', quantity: 30, amount: 13_550_000, counted: true }]),
  summary: { online: { count: 1, total: 13_550_000 }, in_store: null, count: 1, total: 13_550_000 },
};

/** GET answers by path pattern (query strings ignored); the first match wins, anything else is an empty list. */
export const getFixtures: [RegExp, unknown][] = [
  [/^\/api\/admin\/products\/options$/, { data: optionsFixture() }],
  [/^\/api\/admin\/products\/\d+$/, { data: productFixture({ variants: [productFixture().variants[0]!, { ...productFixture().variants[0]!, id: 12, sku: 'V-2', barcode: '6260000000099' }] }) }],
  [/^\/api\/admin\/products$/, listResponse([rowFixture()])],
  [/^\/api\/admin\/store$/, listResponse([stockRow])],
  [/^\/api\/admin\/shipping-methods\/quote$/, { data: [{ id: 2, name: 'پست پیشتاز', description: null, minimum_delay: 2, available: true, cost: 50000, rule: null, reason: null }] }],
  [/^\/api\/admin\/customers\/\d+$/, { data: { ...customer, addresses: [address] } }],
  [/^\/api\/admin\/customers\/\d+\/addresses$/, { data: [address] }],
  [/^\/api\/admin\/customers\/\d+\/purchases$/, purchases],
  [/^\/api\/admin\/customers$/, listResponse([customer])],
  [/^\/api\/admin\/menu-groups\/[^/]+\/tree$/, { data: { group: { id: 1, title: 'منوی سربرگ', key: 'header', items_count: 1 }, tree: [{ id: 1, title: 'فروشگاه', link: null, new_tab: false, status: true, children: [] }] } }],
  [/^\/api\/admin\/withdraws$/, (() => {
    const r = listResponse([withdraw]);
    return { ...r, meta: { ...r.meta, status_counts: { all: 1, pending: 1, paid: 0, canceled: 0 }, total_amount: 150000 } };
  })()],
];

/** Screens walked once per state of their record (route path → the overriding GET answers). */
export const screenStates: Record<string, { label: string; get: [RegExp, unknown][] }[]> = {
  'order/:id': [
    { label: 'new', get: [[/^\/api\/admin\/orders\/\d+$/, { data: orderFixture('new') }]] },
    { label: 'delivered', get: [[/^\/api\/admin\/orders\/\d+$/, { data: orderFixture('delivered') }]] },
  ],
};

/** A receipt at the counter with one line (the counter keeps its receipt in the tab's session storage). */
export const posDraft = () => ({
  key: 'walk-0001',
  lines: [
    {
      key: 'sale:51',
      type: 'sale',
      item: { variant_id: 51, product_id: 5, title: 'پیراهن مردانه', variant_title: 'آبی — XL', sku: 'SH-BL-XL', barcode: '6260000000011', stock: 40, unit_price: 450000, list_price: 500000, discount_source: 'product', image_url: null, product_status: 'available' },
      quantity: 1,
      unit_price: 450000,
    },
  ],
  selected: 'sale:51',
  returnMode: false,
  customer: null,
  discount: 0,
  payments: { cash: 0, card: 0, wallet: 0, card_tracking_code: '' },
  description: '',
});
