import { sellerNames } from '../i18n/fa/people-resource-names';
import { defineResource } from '../resource';

const t = sellerNames;
const L = t.labels;

/** Sellers (feature sellers): the shop's sales people, found by name, national code or mobile. */
export const sellerResource = defineResource({
  name: 'seller',
  api: '/api/admin/sellers',
  web: '/sellers',
  feature: 'sellers',
  texts: { one: t.one, many: t.many, searchPlaceholder: t.search },
  fields: {
    full_name: { kind: 'text', label: L.full_name, required: true, min: 2, max: 120, search: true, sort: true },
    national_code: { kind: 'text', label: L.national_code, max: 10, format: 'nationalCode', unique: true, search: true },
    mobile: { kind: 'text', label: L.mobile, max: 11, format: 'mobile', search: true },
    description: { kind: 'longText', label: L.description, max: 2000, list: true },
    status: { kind: 'status', label: L.status, filter: true },
  },
  rowName: 'full_name',
});
