import { orderListText as t } from '@pishkhan/common/i18n/fa/order-screens';
import { crudText } from '@pishkhan/common/i18n/fa/ui';
import { toAsciiDigits } from '@pishkhan/common/text';
import { Alert, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { api, errorMessage } from '../../../app/api';
import { faDigits } from '../../../app/format';
import { ORDERS_BULK_STATUS_API, orderCustomerName, type BulkStatusBody, type BulkStatusResult, type OrderRow } from './order.api';

export type BulkShipOutcome = { failed: number; messages: string[] } | { canceled: true };

/**
 * Marks the selected orders shipped (`delivered`) with a postal tracking code per order, typed or
 * scanned (Enter moves to the next box). Empty boxes leave an order's code as it is. The server
 * applies the transition rule per order and says which were refused and why.
 */
export function BulkShipDialog({ rows, refused, onDone }: { rows: OrderRow[]; refused: (id: number, message: string) => string; onDone: (o: BulkShipOutcome) => void }) {
  const [codes, setCodes] = useState<Record<number, string>>(() => Object.fromEntries(rows.map((r) => [r.id, r.post_tracking_code ?? ''])));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    const body: BulkStatusBody = { ids: rows.map((r) => r.id), status: 'delivered' };
    const changed = rows
      .map((r) => ({ id: r.id, code: toAsciiDigits((codes[r.id] ?? '').trim()) }))
      .filter((c) => c.code && c.code !== (rows.find((r) => r.id === c.id)?.post_tracking_code ?? ''));
    if (changed.length) body.tracking_codes = changed;
    setBusy(true);
    setError(null);
    try {
      const res = await api.post<{ data: BulkStatusResult }>(ORDERS_BULK_STATUS_API, body);
      const no = res.data.refused ?? [];
      onDone({ failed: no.length, messages: no.map((r) => refused(r.id, r.message)) });
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  const focusNext = (i: number) => {
    const next = document.querySelector<HTMLInputElement>(`[data-ship-row="${i + 1}"]`);
    if (next) next.focus();
    else void submit();
  };
  return (
    <Modal
      open
      title={t.bulkShipTitle(faDigits(rows.length))}
      okText={t.bulkShipOk}
      cancelText={crudText.cancel}
      okButtonProps={{ loading: busy }}
      onOk={() => void submit()}
      onCancel={() => onDone({ canceled: true })}
      destroyOnHidden
      width={560}
    >
      <Typography.Paragraph type="secondary">{t.bulkShipIntro}</Typography.Paragraph>
      {error ? <Alert type="error" showIcon className="pk-mb" title={error} data-testid="bulk-ship-error" /> : null}
      <table className="pk-bulk-ship">
        <thead>
          <tr>
            <th scope="col">{t.bulkShipOrder}</th>
            <th scope="col">{t.bulkShipCustomer}</th>
            <th scope="col">{t.postTracking}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={r.id}>
              <td>{faDigits(r.id)}</td>
              <td>{orderCustomerName(r.customer) || crudText.none}</td>
              <td>
                <Input
                  dir="ltr"
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={60}
                  data-ship-row={i}
                  aria-label={t.bulkShipCode(faDigits(r.id))}
                  value={codes[r.id] ?? ''}
                  onChange={(e) => setCodes((c) => ({ ...c, [r.id]: e.target.value }))}
                  onPressEnter={(e) => {
                    e.preventDefault();
                    focusNext(i);
                  }}
                  autoFocus={i === 0}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Modal>
  );
}
