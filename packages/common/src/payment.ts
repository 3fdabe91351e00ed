/**
 * Online payments through a bank gateway (docs/api-store.md, "Payments"): one row per attempt, for
 * an order or a wallet top-up. Shared by the server and the screens.
 */

/** What a payment pays for. */
export const PAYMENT_PURPOSES = ['order', 'wallet_topup'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/**
 * `pending` sent to the gateway; `paid` verified; `failed` refused by the gateway (or given up after
 * re-verifying); `canceled` the customer turned back; `unknown` the verification did not answer (a
 * background task asks again).
 */
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'unknown', 'canceled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The gateways: `test` is the demo gateway (a page of this server with «paid» and «cancel»). */
export const PAYMENT_GATEWAYS = ['test', 'zarinpal'] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];

/** Gateways take Rials; the shop keeps its amounts in its own unit (the `currency` setting). */
export const RIALS_PER_UNIT = { toman: 10, rial: 1 } as const;
export type ShopCurrency = keyof typeof RIALS_PER_UNIT;

/** An amount of the shop's unit in Rials (the one place the unit is converted). */
export const toRials = (amount: number, currency: unknown): number => amount * (RIALS_PER_UNIT[currency as ShopCurrency] ?? RIALS_PER_UNIT.toman);

/** A card number as it may be kept and shown: the first six and last four digits. */
export function maskCardPan(pan: string | null | undefined): string | null {
  const digits = String(pan ?? '').replace(/\D/g, '');
  if (digits.length < 10) return null;
  return `${digits.slice(0, 6)}******${digits.slice(-4)}`;
}
