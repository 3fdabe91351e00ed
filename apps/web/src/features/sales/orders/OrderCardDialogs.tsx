import { orderLabels as L } from '@pishkhan/common/i18n/fa/order-labels';
import { orderShowText as t } from '@pishkhan/common/i18n/fa/order-screens';
import { crudText } from '@pishkhan/common/i18n/fa/ui';
import { useQuery } from '@tanstack/react-query';
import { Empty, Input, Radio } from 'antd';
import { useState } from 'react';
import { api, type DataResponse } from '../../../app/api';
import { PriceInput } from '../../../components/inputs/PriceInput';
import { addressesApi, type Address } from '../../people/customers/customer.api';
import { SHIPPING_QUOTE_API, type Order, type ShippingQuote } from './order.api';
import { Loaded, OrderEditModal } from './OrderEditModal';
import { AddressLines } from './OrderAddressLines';
import { QuoteLabel } from './QuoteLabel';

/** Another of the customer's addresses (read_customer lists them); the order keeps a snapshot of the chosen one. */
export function AddressModal({ order, onClose }: { order: Order; onClose: () => void }) {
  const customerId = order.customer!.id;
  const list = useQuery({
    queryKey: [addressesApi(customerId)],
    queryFn: ({ signal }) => api.get<DataResponse<Address[]>>(addressesApi(customerId), undefined, { signal }).then((r) => r.data),
  });
  const [chosen, setChosen] = useState<number | null>(order.address?.id ?? null);
  return (
    <OrderEditModal
      order={order}
      title={t.changeAddress}
      intro={t.chooseAddress}
      patch={chosen ? { address_id: chosen } : null}
      done={t.addressChanged}
      disabled={!chosen || chosen === order.address?.id}
      width={620}
      errorTestId="address-error"
      onClose={onClose}
    >
      <Loaded query={list}>
        {(rows) =>
          rows.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.customerNoAddresses} />
          ) : (
            <Radio.Group className="pk-order-address-choices" value={chosen} onChange={(e) => setChosen(e.target.value as number)}>
              {rows.map((a) => (
                <Radio key={a.id} value={a.id} className="pk-order-address-choice">
                  <AddressLines
                    place={[a.province?.name, a.city?.name].filter(Boolean).join(crudText.listSeparator)}
                    address={a.address}
                    receiver={a.full_name || `${a.first_name} ${a.last_name}`}
                    mobile={a.mobile}
                    postal={a.postal_code}
                    telephone={a.telephone}
                  />
                </Radio>
              ))}
            </Radio.Group>
          )
        }
      </Loaded>
    </OrderEditModal>
  );
}

export function ShippingModal({ order, unit, onClose }: { order: Order; unit: string | undefined; onClose: () => void }) {
  const a = order.address!;
  const body = {
    province_id: a.province_id,
    city_id: a.city_id,
    amount: Math.max(0, order.total_items_amount - order.discount_on_items),
    quantity: Math.max(1, order.items_quantity),
    ...(order.customer ? { customer_id: order.customer.id } : {}),
  };
  const quotes = useQuery({
    queryKey: [SHIPPING_QUOTE_API, body],
    queryFn: () => api.post<DataResponse<ShippingQuote[]>>(SHIPPING_QUOTE_API, body).then((r) => r.data),
  });
  const [chosen, setChosen] = useState<number | null>(order.shipping_method?.id ?? null);
  return (
    <OrderEditModal
      order={order}
      title={t.changeShipping}
      intro={t.chooseShipping}
      patch={chosen ? { shipping_method_id: chosen } : null}
      done={t.shippingChanged}
      disabled={!chosen || chosen === order.shipping_method?.id}
      width={560}
      errorTestId="shipping-error"
      onClose={onClose}
    >
      <Loaded query={quotes}>
        {(data) => (
          <Radio.Group className="pk-quote-list" value={chosen} onChange={(e) => setChosen(e.target.value as number)}>
            {data.map((q) => (
              <Radio key={q.id} value={q.id} disabled={!q.available}>
                <QuoteLabel q={q} unit={unit} />
              </Radio>
            ))}
          </Radio.Group>
        )}
      </Loaded>
    </OrderEditModal>
  );
}

/** The postal tracking code of a shipped (or received) order, typed or scanned. */
export function TrackingModal({ order, onClose }: { order: Order; onClose: () => void }) {
  const [code, setCode] = useState(order.post_tracking_code ?? '');
  return (
    <OrderEditModal order={order} title={t.editTracking} patch={{ post_tracking_code: code.trim() || null }} done={t.trackingSaved} width={420} errorTestId="tracking-error" onClose={onClose}>
      {(save) => <Input dir="ltr" inputMode="numeric" autoComplete="off" maxLength={60} aria-label={L.post_tracking_code} value={code} onChange={(e) => setCode(e.target.value)} onPressEnter={save} autoFocus />}
    </OrderEditModal>
  );
}

export function DiscountModal({ order, unit, onClose }: { order: Order; unit: string | undefined; onClose: () => void }) {
  const [value, setValue] = useState<number | null>(order.discount_on_order);
  return (
    <OrderEditModal order={order} title={t.editDiscount} patch={{ discount_on_order: value ?? 0 }} done={t.discountSaved} width={420} errorTestId="discount-error" onClose={onClose}>
      {(save) => <PriceInput {...(unit ? { unit } : {})} aria-label={t.discountOnOrder} value={value} onChange={setValue} onPressEnter={save} autoFocus />}
    </OrderEditModal>
  );
}

export function AdminNoteModal({ order, onClose }: { order: Order; onClose: () => void }) {
  const [text, setText] = useState(order.admin_note ?? '');
  return (
    <OrderEditModal order={order} title={t.editAdminNote} patch={{ admin_note: text.trim() || null }} done={t.adminNoteSaved} onClose={onClose}>
      <Input.TextArea aria-label={t.adminNote} value={text} onChange={(e) => setText(e.target.value)} autoSize={{ minRows: 3, maxRows: 8 }} maxLength={5000} />
    </OrderEditModal>
  );
}
