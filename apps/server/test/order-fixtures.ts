import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { categories } from '../src/modules/catalog/categories/category.table';
import { variants } from '../src/modules/catalog/products/product.table';
import { addresses } from '../src/modules/people/addresses/address.table';
import { customers } from '../src/modules/people/customers/customer.table';
import { cities } from '../src/modules/shipping/cities/city.table';
import { provinces } from '../src/modules/shipping/provinces/province.table';
import { shippingMethods } from '../src/modules/shipping/shipping-methods/shipping-method.table';
import { changeWallet } from '../src/modules/wallet/wallets/wallet.service';
import { api, type TestContext } from './db';

/**
 * What an order test needs in its own database (`ctx` of the test file): a category for products,
 * Tehran (province and city) for addresses, and builders of shipping methods, products and
 * customers with an address in Tehran and a credited wallet.
 */
export async function orderFixtures(ctx: TestContext) {
  const db = ctx.database.db;
  const cat = (await db.insert(categories).values({ title: 'پوشاک', slug: 'wear' }).returning())[0]!.id;
  const tehran = (await db.select().from(provinces).where(eq(provinces.name, 'تهران')))[0]!.id;
  const tehranCity = (await db.select().from(cities).where(and(eq(cities.provinceId, tehran), eq(cities.name, 'تهران'))))[0]!.id;
  let seq = 0;

  /** A shipping method; its id. */
  const shippingMethod = async (values: typeof shippingMethods.$inferInsert) => (await db.insert(shippingMethods).values(values).returning())[0]!.id;

  /** A product created through the API in the category; its id and its (first) variant's. */
  const product = async (body: Record<string, unknown>) => {
    const r = await api(ctx).post('/api/admin/products', { category_ids: [cat], status: 'available', ...body });
    expect(r.statusCode, r.body).toBe(201);
    const d = r.json().data;
    const [v] = await db.select({ id: variants.id }).from(variants).where(eq(variants.productId, d.id));
    return { id: d.id as number, variant: v!.id };
  };

  /** A customer with a fresh mobile, one address in Tehran and `balance` credited to the wallet. */
  const customer = async (o: { first: string; last: string; postalCode: string; balance: number }) => {
    const mobile = `0912${String(1000000 + ++seq).slice(-7)}`;
    const [c] = await db.insert(customers).values({ firstName: o.first, lastName: o.last, mobile }).returning();
    const [a] = await db
      .insert(addresses)
      .values({ customerId: c!.id, provinceId: tehran, cityId: tehranCity, address: 'خیابان ولیعصر، پلاک ۱۰', postalCode: o.postalCode, firstName: o.first, lastName: o.last, mobile })
      .returning();
    if (o.balance) await db.transaction((tx) => changeWallet(tx, { adminId: null, ip: null }, { customerId: c!.id, amount: o.balance, type: 'admin_credit' }));
    return { id: c!.id, address: a!.id, mobile };
  };

  return { cat, tehran, tehranCity, shippingMethod, product, customer };
}

export type OrderFixtures = Awaited<ReturnType<typeof orderFixtures>>;
