import { shopMessage } from '@pishkhan/common/i18n/fa/shop-labels';
import { saleText as t } from '@pishkhan/common/i18n/fa/shop-screens';
import { isMobile, normalizeMobile } from '@pishkhan/common/iran';
import { Alert, Button, Descriptions, Input, Modal, Space, Typography, type InputRef } from 'antd';
import { useRef, useState } from 'react';
import { api, errorMessage, type DataResponse } from '../../app/api';
import { faDigits, formatDateTime } from '../../app/format';
import { Ltr } from '../../components/crud/columns';
import type { DraftCustomer } from './draft';
import { money } from './Receipt';
import { CUSTOMER_LOOKUP_API, type CustomerLookup, type CustomerStats } from './shop.api';

function StatsLine({ s, unit }: { s: { count: number; total: number; last: string | null }; unit: string }) {
  if (!s.count) return <>{t.never}</>;
  return (
    <>
      {t.statsLine(faDigits(s.count), `${money(s.total)} ${unit}`.trim())}
      {s.last ? <Typography.Text type="secondary"> — {t.lastAt(formatDateTime(s.last))}</Typography.Text> : null}
    </>
  );
}

export function CustomerFacts({ customer, stats, unit }: { customer: { name: string | null; mobile: string; wallet: number; status?: boolean }; stats: CustomerStats | null; unit: string }) {
  return (
    <>
    {customer.status === false ? <Alert type="warning" showIcon title={shopMessage('customer_inactive')} className="pk-mb" /> : null}
    <Descriptions size="small" column={1} bordered className="pk-pos-customer-facts" styles={{ label: { whiteSpace: 'nowrap' } }}>
      <Descriptions.Item label={t.customer}>{customer.name?.trim() || t.unnamed}</Descriptions.Item>
      <Descriptions.Item label={t.mobile}>
        <Ltr>{customer.mobile}</Ltr>
      </Descriptions.Item>
      <Descriptions.Item label={t.walletBalance}>
        <strong data-testid="customer-wallet">{`${money(customer.wallet)} ${unit}`.trim()}</strong>
      </Descriptions.Item>
      {stats ? (
        <>
          <Descriptions.Item label={t.onlineStats}>
            <StatsLine s={{ count: stats.online.orders_count, total: stats.online.orders_total, last: stats.online.last_order_at }} unit={unit} />
          </Descriptions.Item>
          <Descriptions.Item label={t.shopStats}>
            <StatsLine s={{ count: stats.shop.sales_count, total: stats.shop.sales_total, last: stats.shop.last_sale_at }} unit={unit} />
          </Descriptions.Item>
        </>
      ) : null}
    </Descriptions>
    </>
  );
}

type Found = { mobile: string; lookup: CustomerLookup };

/**
 * F3: the customer by mobile. Enter looks the mobile up; Enter again puts the customer found on the
 * receipt, or a new one (optional name) that the server creates when the sale is saved.
 */
export function CustomerModal({
  open,
  current,
  unit,
  onPick,
  onClose,
}: {
  open: boolean;
  current: DraftCustomer | null;
  unit: string;
  onPick: (c: DraftCustomer | null) => void;
  onClose: () => void;
}) {
  const mobileRef = useRef<InputRef>(null);
  const firstRef = useRef<InputRef>(null);
  // The parent remounts this modal (a new key) each time it opens: the state starts from the receipt.
  const [mobile, setMobile] = useState(() => (current?.kind === 'existing' ? current.customer.mobile : current?.kind === 'new' ? current.mobile : ''));
  const [found, setFound] = useState<Found | null>(() =>
    current?.kind === 'existing'
      ? { mobile: current.customer.mobile, lookup: { customer: current.customer, stats: current.stats } }
      : current?.kind === 'new'
        ? { mobile: current.mobile, lookup: { customer: null, stats: null } }
        : null,
  );
  const [names, setNames] = useState(() => (current?.kind === 'new' ? { first_name: current.first_name, last_name: current.last_name } : { first_name: '', last_name: '' }));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const normalized = normalizeMobile(mobile);
  const lookup = async () => {
    if (!isMobile(mobile)) {
      setError(t.mobileInvalid);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const res = await api.get<DataResponse<CustomerLookup>>(CUSTOMER_LOOKUP_API, { mobile: normalized });
      setFound({ mobile: normalized, lookup: res.data });
      if (!res.data.customer) setTimeout(() => firstRef.current?.focus(), 0);
    } catch (e) {
      setError(errorMessage(e) || t.lookupFailed);
    } finally {
      setBusy(false);
    }
  };

  const pick = () => {
    if (!found || found.mobile !== normalized) return void lookup();
    const c = found.lookup.customer;
    onPick(c ? { kind: 'existing', customer: c, stats: found.lookup.stats } : { kind: 'new', mobile: found.mobile, ...names });
  };

  const onEnter = (e: React.KeyboardEvent) => {
    if (e.key !== 'Enter' || e.ctrlKey) return;
    e.preventDefault();
    if (busy) return;
    pick();
  };

  const c = found && found.mobile === normalized ? found.lookup.customer : undefined;
  return (
    <Modal
      open={open}
      title={t.customerTitle}
      onCancel={onClose}
      destroyOnHidden
      afterOpenChange={(o) => {
        if (o) mobileRef.current?.focus();
      }}
      footer={
        <Space wrap>
          {current ? (
            <Button danger onClick={() => onPick(null)}>
              {t.removeCustomer}
            </Button>
          ) : null}
          <Button type="primary" loading={busy} onClick={pick}>
            {found && found.mobile === normalized ? t.useCustomer : t.find}
          </Button>
        </Space>
      }
    >
      <div className="pk-pos-customer-modal">
        <label className="pk-pos-field">
          <span>{t.mobile}</span>
          <Input
            ref={mobileRef}
            autoFocus
            dir="ltr"
            inputMode="tel"
            size="large"
            className="pk-fa-digits"
            placeholder={t.mobilePlaceholder}
            aria-label={t.mobile}
            value={mobile}
            onChange={(e) => setMobile(e.target.value)}
            onKeyDown={onEnter}
            maxLength={14}
          />
        </label>
        {error ? <Alert type="error" showIcon title={error} className="pk-mb" /> : null}
        {c ? <CustomerFacts customer={c} stats={found!.lookup.stats} unit={unit} /> : null}
        {c === null ? (
          <>
            <Alert type="info" showIcon title={t.notFoundCustomer} className="pk-mb" />
            <div className="pk-pos-names">
              <Input ref={firstRef} aria-label={t.firstName} placeholder={t.firstName} value={names.first_name} onChange={(e) => setNames((n) => ({ ...n, first_name: e.target.value }))} onKeyDown={onEnter} maxLength={100} />
              <Input aria-label={t.lastName} placeholder={t.lastName} value={names.last_name} onChange={(e) => setNames((n) => ({ ...n, last_name: e.target.value }))} onKeyDown={onEnter} maxLength={100} />
            </div>
          </>
        ) : null}
      </div>
    </Modal>
  );
}
