import type { ResourceDef } from '../resource';
import { bannerPositionResource } from './banner-position.resource';
import { bannerResource } from './banner.resource';
import { brandResource } from './brand.resource';
import { colorResource } from './color.resource';
import { customerRoleResource } from './customer-role.resource';
import { faqResource } from './faq.resource';
import { instagramPostResource } from './instagram-post.resource';
import { newsletterMemberResource } from './newsletter-member.resource';
import { newsletterResource } from './newsletter.resource';
import { menuGroupResource } from './menu.resource';
import { pageResource } from './page.resource';
import { postCategoryResource } from './post-category.resource';
import { postResource } from './post.resource';
import { provinceResource } from './province.resource';
import { sellerResource } from './seller.resource';
import { sizeChartTypeResource } from './size-chart-type.resource';
import { sliderResource } from './slider.resource';
import { unitResource } from './unit.resource';

/**
 * Every resource built on the kit: the server registers their routes, the web their screens, and
 * tests check that their permissions, audit names and menu items agree. One line per resource.
 */
export const RESOURCES: readonly ResourceDef<any>[] = [
  colorResource,
  unitResource,
  provinceResource,
  customerRoleResource,
  faqResource,
  brandResource,
  sizeChartTypeResource,
  sellerResource,
  postCategoryResource,
  pageResource,
  postResource,
  instagramPostResource,
  sliderResource,
  newsletterMemberResource,
  newsletterResource,
  menuGroupResource,
  bannerPositionResource,
  bannerResource,
];

const byName = new Map(RESOURCES.map((r) => [r.name, r]));
/** The definition named `name` (a reference field's target), or undefined. */
export const resourceNamed = (name: string): ResourceDef<any> | undefined => byName.get(name);
