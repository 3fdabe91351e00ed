/**
 * A variant's own part of its title ("رنگ: قرمز | سایز: M"): catalogue variant titles start with the product's
 * title. '' for the default variant or a title that only repeats the product's.
 */
export function variantOwnTitle(productTitle: string, variantTitle: string | null | undefined): string {
  const v = (variantTitle ?? '').trim();
  const p = productTitle.trim();
  if (!v || v === p) return '';
  // «product | …», «product — …», «product: …»: the product's title and its separator are dropped.
  return v.startsWith(p) ? v.slice(p.length).replace(/^[\s|\-–—:\u060c,]+/, '') : v;
}

/** «product — colour: red | size: M», or the product's title alone for a product without variants. */
export const variantFullName = (productTitle: string, variantTitle: string | null | undefined, isDefault = false) => {
  const own = isDefault ? '' : variantOwnTitle(productTitle, variantTitle);
  return own ? `${productTitle} — ${own}` : productTitle;
};
