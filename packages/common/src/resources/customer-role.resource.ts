import { customerRoleNames } from '../i18n/fa/people-resource-names';
import { defineResource } from '../resource';

const t = customerRoleNames;
const L = t.labels;

/** Customer roles: groups with their own prices (a percentage off, per-variant prices), shipping prices and early access (feature customer_roles, permissions of customers). */
export const customerRoleResource = defineResource({
  name: 'customer_role',
  permission: 'customer',
  api: '/api/admin/customer-roles',
  web: '/customer_roles',
  feature: 'customer_roles',
  texts: { one: t.one, many: t.many, searchPlaceholder: t.search },
  fields: {
    name: { kind: 'text', label: L.name, required: true, min: 2, max: 100, unique: true, search: true, sort: true },
    description: { kind: 'longText', label: L.description, max: 1000 },
    see_unpublished: { kind: 'boolean', label: L.see_unpublished, help: t.seeUnpublishedHelp },
    discount_percent: { kind: 'integer', label: L.discount_percent, min: 0, max: 100, default: 0, sort: true, help: t.discountPercentHelp },
  },
  defaultSort: 'name',
  rowName: 'name',
});
