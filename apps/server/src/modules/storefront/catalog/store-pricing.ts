/**
 * Prices as the storefront shows them follow the sale pricing engine's rule (sales/pricing
 * `salePriceOf`), which the admin's order form and the in-store shop use too: a running sales
 * campaign, else the variant's discount, else the product's. The catalogue's reads carry what a
 * price is made of (the variants' and product's discounts, the running campaign's offer), so a page
 * is priced without further reads. `roleId` is the customer's role (null for a guest): its own
 * price applies when lower (docs/pricing.md), read for that customer only. Answers priced for a
 * role are cached under the role's own key and marked private (store-reply.ts): a guest never sees
 * them.
 */
export interface PriceContext {
  roleId: number | null;
  now: Date;
}
