/**
 * A payment gateway as the payments service sees it: ask for a payment (the customer is sent to
 * `redirectUrl`), then verify what came back. Amounts are in Rials, as the gateways take them
 * (`toRials` in @pishkhan/common/payment converts from the shop's unit, in one place).
 */
import type { PaymentGatewayName } from '@pishkhan/common/payment';

export interface GatewayPaymentRequest {
  amountRials: number;
  /** Where the gateway sends the customer back (GET, or POST for some gateways). */
  callbackUrl: string;
  description: string;
  /** The payer's mobile (gateways offer the cards saved for it). */
  mobile?: string | null;
}

export interface GatewayPaymentStart {
  /** The gateway's id of this payment (unique per gateway). */
  authority: string;
  redirectUrl: string;
}

export type GatewayVerification =
  /** Paid and settled to the shop (also when the gateway says it was verified before). */
  | { status: 'paid'; refId: string; cardPan: string | null }
  /** Not paid (canceled, refused, another amount): the gateway will not change its mind. */
  | { status: 'failed'; reason: string; code?: number }
  /** No verdict (timeout, network, the gateway's own error): ask again later. */
  | { status: 'unknown'; reason: string };

/** A refusal of a payment request; `unreachable` when the gateway did not answer (try again later). */
export class GatewayError extends Error {
  constructor(
    reason: string,
    readonly unreachable = false,
  ) {
    super(reason);
  }
}

export interface PaymentGateway {
  readonly name: PaymentGatewayName;
  request(req: GatewayPaymentRequest): Promise<GatewayPaymentStart>;
  /**
   * Verifies (and settles) a payment. `callback` is what the gateway sent with the customer (query or
   * form fields), absent when a background task asks again.
   */
  verify(authority: string, amountRials: number, callback?: Record<string, string>): Promise<GatewayVerification>;
}
