import { CheckOutlined } from '@ant-design/icons';
import { shopPaymentLabels as P } from '@pishkhan/common/i18n/fa/shop-labels';
import { saleText as t } from '@pishkhan/common/i18n/fa/shop-screens';
import { Button, Card, Input, type InputRef } from 'antd';
import type { Dispatch, ReactNode, RefObject } from 'react';
import { PriceInput } from '../../components/inputs/PriceInput';
import type { DraftAction, DraftPayments } from './draft';
import { money } from './Receipt';
import type { PaymentKind } from './shop.api';

export interface PanelRefs {
  discount: RefObject<InputRef | null>;
  cash: RefObject<InputRef | null>;
  card: RefObject<InputRef | null>;
  tracking: RefObject<InputRef | null>;
  wallet: RefObject<InputRef | null>;
}

export interface PanelTotals {
  sales: number;
  returns: number;
  discount: number;
  /** Signed: negative is money paid back. */
  total: number;
  /** |total| − what the boxes hold. */
  remaining: number;
}

export const Kbd = ({ children }: { children: ReactNode }) => <kbd className="pk-kbd">{children}</kbd>;

function Line({ label, value, strong, testId }: { label: ReactNode; value: ReactNode; strong?: boolean; testId?: string }) {
  return (
    <div className={strong ? 'pk-pos-sum pk-pos-sum--strong' : 'pk-pos-sum'}>
      <span>{label}</span>
      <span className="pk-nowrap" data-testid={testId}>
        {value}
      </span>
    </div>
  );
}

/** Totals, the receipt discount, the split between cash, card and wallet, the live remaining sum, and confirm. */
export function PaymentPanel(p: {
  totals: PanelTotals;
  payments: DraftPayments;
  discount: number;
  canDiscount: boolean;
  /** The customer's wallet balance; null without a known customer. */
  walletBalance: number | null;
  unit: string;
  refs: PanelRefs;
  dispatch: Dispatch<DraftAction>;
  restIn: (kind: PaymentKind) => void;
  done: () => void;
  onConfirm: () => void;
  busy: boolean;
  disabled: boolean;
  /** Server messages about payments and the discount. */
  error?: string | undefined;
}) {
  const { totals, payments, unit, refs, dispatch } = p;
  const refund = totals.total < 0;
  const withUnit = (n: number) => `${money(n)}${unit ? ` ${unit}` : ''}`;
  const walletOff = p.walletBalance === null;
  const walletShort = !refund && p.walletBalance !== null && payments.wallet > p.walletBalance;
  // Enter in a box goes back to the scan box; Ctrl+Enter is the page's confirm.
  const back = (e: React.KeyboardEvent) => {
    if ((e.key === 'Enter' && !e.ctrlKey) || e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      p.done();
    }
  };
  const box = (kind: PaymentKind, key: string, disabled = false) => (
    <div className="pk-pos-pay-row">
      <label className="pk-pos-pay-label" htmlFor={`pk-pay-${kind}`}>
        {P[kind]}
      </label>
      <PriceInput
        id={`pk-pay-${kind}`}
        ref={refs[kind]}
        unit={unit || null}
        aria-label={P[kind]}
        value={payments[kind] || null}
        disabled={disabled}
        status={kind === 'wallet' && walletShort ? 'error' : undefined}
        onChange={(v) => dispatch({ type: 'payment', kind, amount: v ?? 0 })}
        onKeyDown={back}
      />
      <Button size="small" tabIndex={-1} disabled={disabled} onClick={() => p.restIn(kind)} title={t.restIn(P[kind])}>
        <Kbd>{key}</Kbd>
      </Button>
    </div>
  );

  return (
    <Card size="small" title={refund ? t.refundPayments : t.payments} className="pk-pos-card" data-testid="payment-panel">
      <Line label={t.salesSum} value={withUnit(totals.sales)} testId="sum-sales" />
      {totals.returns ? <Line label={t.returnsSum} value={withUnit(-totals.returns)} testId="sum-returns" /> : null}
      {p.canDiscount ? (
        <div className="pk-pos-pay-row">
          <label className="pk-pos-pay-label" htmlFor="pk-discount">
            {t.discount} <Kbd>F10</Kbd>
          </label>
          <PriceInput
            id="pk-discount"
            ref={refs.discount}
            unit={unit || null}
            aria-label={t.discount}
            value={p.discount || null}
            onChange={(v) => dispatch({ type: 'discount', amount: v ?? 0 })}
            onKeyDown={back}
          />
        </div>
      ) : p.discount ? (
        <Line label={t.discount} value={withUnit(-p.discount)} />
      ) : null}
      <Line strong label={refund ? t.refundTotal : t.total} value={withUnit(Math.abs(totals.total))} testId="sum-total" />

      <div className="pk-pos-pays">
        {box('cash', 'F6')}
        {box('card', 'F7')}
        {payments.card ? (
          <div className="pk-pos-pay-row">
            <label className="pk-pos-pay-label" htmlFor="pk-pay-tracking">
              {t.trackingCode}
            </label>
            <Input
              id="pk-pay-tracking"
              ref={refs.tracking}
              dir="ltr"
              className="pk-fa-digits"
              aria-label={t.trackingCode}
              maxLength={100}
              value={payments.card_tracking_code}
              onChange={(e) => dispatch({ type: 'tracking', code: e.target.value })}
              onKeyDown={back}
            />
          </div>
        ) : null}
        {box('wallet', 'F8', walletOff)}
        <div className="pk-pos-pay-note">
          {walletOff ? t.walletNeedsCustomer : walletShort ? <span className="pk-pos-neg">{t.walletShort(withUnit(p.walletBalance!))}</span> : `${t.walletBalance}: ${withUnit(p.walletBalance!)}`}
        </div>
      </div>

      <div
        className={totals.remaining === 0 ? 'pk-pos-remaining pk-pos-remaining--zero' : 'pk-pos-remaining'}
        data-testid="remaining"
        role="status"
        aria-live="polite"
      >
        <span>{totals.remaining < 0 ? t.overpaid : t.remaining}</span>
        <strong>{totals.remaining === 0 ? t.settled : withUnit(Math.abs(totals.remaining))}</strong>
      </div>
      {p.error ? (
        <div className="pk-pos-line-error" role="alert">
          {p.error}
        </div>
      ) : null}
      <Button
        type="primary"
        size="large"
        block
        icon={<CheckOutlined />}
        loading={p.busy}
        disabled={p.disabled}
        onClick={p.onConfirm}
        className="pk-pos-confirm"
      >
        {p.busy ? t.confirming : t.confirm} <Kbd>F9</Kbd>
      </Button>
    </Card>
  );
}
