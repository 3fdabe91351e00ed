import { z } from 'zod';
import { productLabels as L } from '../i18n/fa/product-labels';
import { productMessage } from '../i18n/fa/product-messages';
import { id, price } from './fields';

/**
 * A product's prices for customer roles (feature customer_roles, docs/pricing.md): each variant's
 * fixed price for a role. `PUT /api/admin/products/:id/role-prices` replaces them all.
 */
export const ROLE_PRICES_MAX = 5_000;

export const variantRolePrice = z.strictObject({
  variant_id: id(L.variant_id),
  role_id: id(L.role_id),
  price: price(L.role_price),
});

export const rolePricesBody = z.strictObject({
  prices: z
    .array(variantRolePrice)
    .max(ROLE_PRICES_MAX)
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((x, i) => {
        const k = `${x.variant_id}:${x.role_id}`;
        if (seen.has(k)) ctx.addIssue({ code: 'custom', path: [i, 'role_id'], message: productMessage('role_price_duplicate') });
        seen.add(k);
      });
    })
    .meta({ title: L.prices }),
});

export type VariantRolePrice = z.infer<typeof variantRolePrice>;
export type RolePricesBody = z.infer<typeof rolePricesBody>;
