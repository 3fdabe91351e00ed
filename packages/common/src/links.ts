import { linkIndexLabels, linkText, linkTypeLabels } from './i18n/fa/links';

/**
 * A link of the storefront (a slide, a menu item, a banner): a free address, or a typed target —
 * a row of a type (`{ type: 'product', id: 12 }`) or, without an id, that type's index page where
 * the type has one (`{ type: 'post' }` = the blog). Stored as one jsonb column; see docs/links.md.
 */
export const LINK_TYPES = ['product', 'category', 'post', 'page', 'flash', 'advertise', 'about_us', 'contact_us'] as const;
export type LinkType = (typeof LINK_TYPES)[number];

/** What each type offers: an index page, single rows (searched by their Persian name, read with `read_<permission>`). */
export const LINK_TYPE_RULES: Record<LinkType, { index: boolean; show: boolean; permission?: string }> = {
  product: { index: true, show: true, permission: 'product' },
  category: { index: false, show: true, permission: 'category' },
  post: { index: true, show: true, permission: 'post' },
  page: { index: false, show: true, permission: 'page' },
  flash: { index: false, show: true, permission: 'flash' },
  advertise: { index: true, show: true, permission: 'advertise' },
  about_us: { index: true, show: false },
  contact_us: { index: true, show: false },
};

export interface Link {
  url?: string | null;
  type?: LinkType | null;
  id?: number | null;
}
/** A link as presented: with its target's Persian name (`title`), or `broken` when the target is gone. */
export interface PresentedLink extends Link {
  title?: string | null;
  broken?: boolean;
}

export const linkTypeLabel = (t: LinkType) => linkTypeLabels[t];
export const linkIndexLabel = (t: LinkType) => (linkIndexLabels as Record<string, string>)[t] ?? linkTypeLabels[t];

/** How a link reads in a list: its address, its target's name («محصول: گوشی …»), or the type's index page. */
export function linkSummary(l: PresentedLink | null | undefined): string {
  if (!l) return linkText.none;
  if (l.url) return l.url;
  if (!l.type) return linkText.none;
  if (l.id == null) return linkIndexLabel(l.type);
  return `${linkTypeLabels[l.type]}: ${l.broken ? linkText.broken : (l.title ?? l.id)}`;
}
