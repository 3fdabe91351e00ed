import { randomInt } from 'node:crypto';
import { expect } from 'vitest';

type Call = (method: string, url: string, body?: unknown) => Promise<{ status: number; json: any }>;

/**
 * A mobile number no other journey uses: the journeys share one server and database, and a customer's
 * mobile is unique (the fixed numbers of the journeys are 0912777…; these are 0919 and random).
 */
export function uniqueMobile(): string {
  return `0919${String(randomInt(10_000_000)).padStart(7, '0')}`;
}

export interface SceneOptions {
  /** Category, shipping method and product names, and the product's SKU. */
  category: string;
  method: string;
  product: string;
  sku: string;
  price: number;
  stock: number;
  shippingPrice?: number;
  minimumDelay?: number;
  customer: { first_name: string; last_name: string; mobile?: string };
  address: string;
  postalCode: string;
  /** Put this much on the customer's wallet. */
  walletCredit?: number;
}

/**
 * What an order needs, made through the API: a category, a shipping method, a product in stock, a
 * customer with an address in Tehran (and money on their wallet when asked).
 */
export async function orderScene(call: Call, o: SceneOptions) {
  const cat = await call('POST', '/api/admin/categories', { title: o.category });
  expect(cat.status, JSON.stringify(cat.json)).toBe(201);
  const method = await call('POST', '/api/admin/shipping-methods', { name: o.method, default_price: o.shippingPrice ?? 30000, minimum_delay: o.minimumDelay ?? 1 });
  expect(method.status, JSON.stringify(method.json)).toBe(201);
  const product = await call('POST', '/api/admin/products', { title: o.product, sku: o.sku, price: o.price, stock: o.stock, status: 'available', category_ids: [cat.json.data.id] });
  expect(product.status, JSON.stringify(product.json)).toBe(201);
  const variant = ((await call('GET', `/api/admin/orders/variants?q=${encodeURIComponent(o.product)}`)).json.data as { variant_id: number; barcode: string }[])[0]!;
  const mobile = o.customer.mobile ?? uniqueMobile();
  const customer = await call('POST', '/api/admin/customers', { ...o.customer, mobile });
  expect(customer.status, JSON.stringify(customer.json)).toBe(201);
  const customerId = customer.json.data.id as number;
  const provinces = (await call('GET', '/api/admin/provinces?per_page=100')).json.data as { id: number; name: string }[];
  const tehran = provinces.find((p) => p.name === 'تهران')!.id;
  const cities = (await call('GET', `/api/admin/cities?province_id=${tehran}&per_page=100&q=${encodeURIComponent('تهران')}`)).json.data as { id: number; name: string }[];
  const address = await call('POST', `/api/admin/customers/${customerId}/addresses`, {
    province_id: tehran,
    city_id: cities.find((c) => c.name === 'تهران')!.id,
    address: o.address,
    postal_code: o.postalCode,
    first_name: o.customer.first_name,
    last_name: o.customer.last_name,
    mobile,
  });
  expect(address.status, JSON.stringify(address.json)).toBe(201);
  if (o.walletCredit) expect((await call('POST', `/api/admin/customers/${customerId}/wallet/credit`, { amount: o.walletCredit, reason: 'شارژ آزمون' })).status).toBe(201);
  return { variantId: variant.variant_id, barcode: variant.barcode, customerId, addressId: address.json.data.id as number, methodId: method.json.data.id as number, mobile };
}
