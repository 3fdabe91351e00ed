import { FEATURES, featureLabel, featureSettingName } from './features';
import { settingGroupLabels, settingHelp, settingLabels, settingOptionLabels } from './i18n/fa/settings';

/** `secret`: written, never read back (the API answers only whether it is set); an empty save keeps it. `url`: an http(s)://host:port address or empty. */
export type SettingType = 'text' | 'textarea' | 'number' | 'price' | 'boolean' | 'select' | 'image' | 'secret' | 'url';

export interface SettingDef {
  name: string;
  group: string;
  type: SettingType;
  label: string;
  default: unknown;
  options?: { value: string; label: string }[];
  help?: string;
  min?: number;
  max?: number;
  /** Not sent to a future public API. */
  private?: boolean;
  /** `url` only: a full address with a path and query (https://shop.example.com/payment/result), not just host:port. */
  withPath?: boolean;
}

const def = (group: string, name: string, type: SettingType, dflt: unknown, extra: Partial<SettingDef> = {}): SettingDef => ({
  name,
  group,
  type,
  label: settingLabels[name] ?? featureLabel(name.replace(/^feature_/, '')),
  default: dflt,
  ...(settingHelp[name] ? { help: settingHelp[name] } : {}),
  ...extra,
});
const opts = (name: string, values: string[]) => values.map((v) => ({ value: v, label: settingOptionLabels[`${name}:${v}`] ?? v }));

/** Typed settings, grouped. The `features` group holds the feature switches of spec §2. */
export const SETTING_DEFS: SettingDef[] = [
  def('general', 'site_title', 'text', ''),
  def('general', 'site_description', 'textarea', ''),
  def('general', 'logo', 'image', null),
  def('general', 'currency', 'select', 'toman', { options: opts('currency', ['toman', 'rial']) }),
  def('general', 'admin_per_page', 'number', 15, { min: 5, max: 100 }),
  def('shop_info', 'shop_name', 'text', ''),
  def('shop_info', 'shop_address', 'textarea', ''),
  def('shop_info', 'shop_telephone', 'text', ''),
  def('shop_info', 'shop_email', 'text', ''),
  def('shop_info', 'shop_postal_code', 'text', ''),
  def('shop_info', 'shop_economic_code', 'text', ''),
  def('shop_info', 'enamad_code', 'textarea', ''),
  def('order', 'invoice_paper', 'select', 'A4', { options: opts('invoice_paper', ['A4', 'A5']) }),
  def('order', 'reserved_days', 'number', 3, { min: 0, max: 365 }),
  def('order', 'order_pagination', 'number', 50, { min: 5, max: 100 }),
  def('order', 'postal_code_required', 'boolean', true),
  def('order', 'order_reserve_minutes', 'number', 30, { min: 5, max: 1440 }),
  def('wallet', 'min_withdraw', 'price', 10000, { min: 0 }),
  def('security', 'session_idle_minutes', 'number', 480, { min: 5, max: 43200 }),
  def('security', 'login_max_failures', 'number', 5, { min: 3, max: 100 }),
  def('security', 'customer_session_days', 'number', 30, { min: 1, max: 365 }),
  def('instagram', 'instagram_account_id', 'text', ''),
  def('instagram', 'instagram_access_token', 'secret', ''),
  def('instagram', 'instagram_proxy_url', 'url', ''),
  def('instagram', 'instagram_feed_size', 'number', 12, { min: 1, max: 50 }),
  def('newsletter', 'newsletter_double_opt_in', 'boolean', false),
  def('messages', 'smtp_host', 'text', ''),
  def('messages', 'smtp_port', 'number', 587, { min: 1, max: 65535 }),
  def('messages', 'smtp_security', 'select', 'starttls', { options: opts('smtp_security', ['starttls', 'tls', 'none']) }),
  def('messages', 'smtp_user', 'text', ''),
  def('messages', 'smtp_password', 'secret', ''),
  def('messages', 'mail_from_name', 'text', ''),
  def('messages', 'mail_from_address', 'text', ''),
  def('messages', 'public_url', 'url', ''),
  def('messages', 'mail_rate_per_minute', 'number', 60, { min: 1, max: 60000 }),
  def('messages', 'newsletter_click_tracking', 'boolean', false),
  def('messages', 'sms_driver', 'select', 'log', { options: opts('sms_driver', ['log', 'kavenegar']) }),
  def('messages', 'sms_api_key', 'secret', ''),
  def('messages', 'sms_sender', 'text', ''),
  def('payment', 'payment_gateway', 'select', 'test', { options: opts('payment_gateway', ['test', 'zarinpal']) }),
  def('payment', 'zarinpal_merchant_id', 'secret', '', { private: true }),
  def('payment', 'zarinpal_sandbox', 'boolean', true),
  def('payment', 'payment_return_url', 'url', '', { withPath: true }),
  def('storefront', 'store_show_stock', 'boolean', false),
  ...FEATURES.map((f) => def('features', featureSettingName(f.key), 'boolean', true)),
];

export const SETTING_GROUPS = [...new Set(SETTING_DEFS.map((d) => d.group))].map((name) => ({
  name,
  label: settingGroupLabels[name] ?? name,
}));

/**
 * The settings the storefront may read (GET /api/store/settings): named one by one, so a setting
 * added later stays private until it is listed here. Secrets and admin-only values never are.
 */
export const PUBLIC_SETTINGS = [
  'site_title',
  'site_description',
  'logo',
  'currency',
  'shop_name',
  'shop_address',
  'shop_telephone',
  'shop_email',
  'shop_postal_code',
  'enamad_code',
  'store_show_stock',
] as const;

export const settingDef = (name: string) => SETTING_DEFS.find((d) => d.name === name);
