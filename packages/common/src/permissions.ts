import { actionLabels, permissionGroupLabels, resourceLabels, verbLabels } from './i18n/fa/permissions';

/**
 * The permission catalogue. Names keep the seed spec's spelling (`read_post-category`,
 * `read_productComment`, `mini_order` …); every resource's `read_X` is extended with
 * `create_X`, `update_X` and `delete_X`, plus action permissions a real shop needs.
 */
export const VERBS = ['read', 'create', 'update', 'delete'] as const;
export type Verb = (typeof VERBS)[number];

type GroupDef = { key: keyof typeof permissionGroupLabels & string; resources: string[]; actions: string[] };

export const PERMISSION_GROUPS_DEF: GroupDef[] = [
  { key: 'basic', resources: ['area', 'color', 'size_chart', 'brand', 'unit'], actions: [] },
  {
    key: 'products',
    resources: ['product', 'category', 'product_set', 'attribute', 'specification', 'coupon', 'flash', 'store'],
    actions: ['approve_product', 'adjust_store'],
  },
  {
    key: 'content',
    resources: ['post', 'post-category', 'slider', 'menu', 'advertise', 'page', 'instagram', 'faq'],
    actions: ['recommendation'],
  },
  { key: 'comments', resources: ['productComment', 'comment', 'contact'], actions: [] },
  {
    key: 'users',
    resources: ['admin', 'role', 'customer', 'seller', 'withdraw'],
    actions: ['credit_wallet', 'approve_withdraw', 'reopen_withdraw'],
  },
  {
    key: 'sales',
    resources: ['order', 'shipping'],
    actions: ['change_order_status', 'discount_order', 'record_order_payment', 'return_order', 'mini_order', 'discount_mini_order', 'void_mini_order', 'read_payment', 'verify_payment'],
  },
  { key: 'reports', resources: [], actions: ['read_report', 'read_report_visits', 'read_report_customers', 'read_report_products', 'read_report_varieties', 'read_report_wallets'] },
  { key: 'newsletter', resources: ['newsletters'], actions: ['send_newsletters'] },
  { key: 'other', resources: [], actions: ['htaccess', 'read_htaccess', 'read_audit_log'] },
  { key: 'settings', resources: ['setting'], actions: [] },
];

export interface PermissionInfo {
  name: string;
  label: string;
}
export interface PermissionGroup {
  key: string;
  label: string;
  permissions: PermissionInfo[];
}

function build(): PermissionGroup[] {
  return PERMISSION_GROUPS_DEF.map((g) => ({
    key: g.key,
    label: permissionGroupLabels[g.key] ?? g.key,
    permissions: [
      ...g.resources.flatMap((r) =>
        VERBS.map((v) => ({ name: `${v}_${r}`, label: `${verbLabels[v]} ${resourceLabels[r] ?? r}` })),
      ),
      ...g.actions.map((a) => ({ name: a, label: actionLabels[a] ?? a })),
    ],
  }));
}

export const PERMISSION_GROUPS: PermissionGroup[] = build();
export const ALL_PERMISSIONS: string[] = PERMISSION_GROUPS.flatMap((g) => g.permissions.map((p) => p.name));
const permissionSet = new Set(ALL_PERMISSIONS);
export const isPermission = (name: string): boolean => permissionSet.has(name);
export const permissionLabel = (name: string): string =>
  PERMISSION_GROUPS.flatMap((g) => g.permissions).find((p) => p.name === name)?.label ?? name;

/** `perm('color', 'update')` → `update_color`, typed to catch typos at call sites. */
export const perm = (resource: string, verb: Verb): string => {
  const name = `${verb}_${resource}`;
  if (!permissionSet.has(name)) throw new Error(`Unknown permission ${name}`);
  return name;
};
