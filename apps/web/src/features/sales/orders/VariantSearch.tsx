import { BarcodeOutlined } from '@ant-design/icons';
import { orderCreateText as t } from '@pishkhan/common/i18n/fa/order-screens';
import { crudText } from '@pishkhan/common/i18n/fa/ui';
import { formatMoney, toAsciiDigits } from '@pishkhan/common/text';
import { useQuery } from '@tanstack/react-query';
import { App, Input } from 'antd';
import { LazySelect as Select } from '../../../components/inputs/LazySelect';
import { useState } from 'react';
import { api, errorMessage, type DataResponse } from '../../../app/api';
import { formatNumber } from '../../../app/format';
import { useDebounced } from '../../../components/crud/useDebounced';
import { resourceKeys } from '../../../components/crud/useResource';
import { ORDER_VARIANTS_API, variantPart, type VariantPick } from './order.api';

export const variantLabel = (v: Pick<VariantPick, 'title' | 'variant_title'>) => {
  const part = variantPart(v.title, v.variant_title);
  return part ? `${v.title} — ${part}` : v.title;
};

/** What the customer pays for a variant, and its own price struck through when that is lower (as the order preview shows it). */
export function VariantPrice({ v, unit }: { v: Pick<VariantPick, 'unit_price' | 'unit_discount' | 'final_price'>; unit: string | undefined }) {
  return (
    <>
      <span data-testid="variant-price">{formatMoney(v.final_price, unit)}</span>
      {v.unit_discount > 0 ? <s className="pk-order-old-price">{formatMoney(v.unit_price, unit)}</s> : null}
    </>
  );
}

/** The query of `GET /orders/variants`: priced for the order's customer when one is chosen. */
const forCustomer = (customerId: number | null | undefined) => (customerId ? { customer_id: customerId } : {});

/**
 * Finds a sellable variant by title, SKU or barcode (`GET /orders/variants?q=`), priced for the
 * order's customer (their role's price), and hands it to `onPick`; the select clears itself so the
 * next one can be searched at once.
 */
export function VariantSearch({
  onPick,
  unit,
  disabled,
  customerId,
}: {
  onPick: (v: VariantPick) => void;
  unit: string | undefined;
  disabled?: boolean;
  /** The order's customer: prices shown are theirs. */
  customerId?: number | null;
}) {
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), 300);
  const res = useQuery({
    queryKey: resourceKeys.options(ORDER_VARIANTS_API, { q, ...forCustomer(customerId) }),
    queryFn: ({ signal }) => api.get<DataResponse<VariantPick[]>>(ORDER_VARIANTS_API, { q, ...forCustomer(customerId) }, { signal }),
    enabled: q !== '',
    staleTime: 10_000,
  });
  const rows = q ? (res.data?.data ?? []) : [];
  return (
    <Select
      className="pk-variant-search"
      aria-label={t.searchVariant}
      placeholder={t.searchVariant}
      disabled={disabled}
      value={null}
      showSearch={{ filterOption: false, onSearch: setSearch, searchValue: search }}
      loading={res.isFetching}
      notFoundContent={q === '' ? null : res.isFetching ? undefined : crudText.empty}
      options={rows.map((v) => ({
        value: v.variant_id,
        title: variantLabel(v),
        label: (
          <div className="pk-variant-option">
            <span>{variantLabel(v)}</span>
            <span className="pk-muted">
              {v.sku ? (
                <bdi dir="ltr" className="pk-ltr">
                  {v.sku}
                </bdi>
              ) : null}{' '}
              <VariantPrice v={v} unit={unit} /> · {t.stock(formatNumber(v.stock))}
            </span>
          </div>
        ),
      }))}
      onChange={(id) => {
        const v = rows.find((r) => r.variant_id === id);
        if (v) {
          onPick(v);
          setSearch('');
        }
      }}
    />
  );
}

/** A barcode box for a scanner: Enter looks the code up (`?barcode=`) and adds the variant. */
export function BarcodeInput({ onPick, disabled, customerId }: { onPick: (v: VariantPick) => void; disabled?: boolean; customerId?: number | null }) {
  const { message } = App.useApp();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const lookup = async () => {
    const barcode = toAsciiDigits(code.trim());
    if (!barcode) return;
    setBusy(true);
    try {
      const res = await api.get<DataResponse<VariantPick[]>>(ORDER_VARIANTS_API, { barcode, ...forCustomer(customerId) });
      const v = res.data[0];
      if (v) {
        onPick(v);
        setCode('');
      } else message.error(t.barcodeNotFound(code.trim()));
    } catch (e) {
      message.error(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Input
      className="pk-barcode-input"
      dir={code ? 'ltr' : undefined}
      prefix={<BarcodeOutlined aria-hidden />}
      aria-label={t.barcode}
      placeholder={t.barcodePlaceholder}
      autoComplete="off"
      value={code}
      disabled={disabled || busy}
      onChange={(e) => setCode(e.target.value)}
      onPressEnter={(e) => {
        e.preventDefault();
        void lookup();
      }}
    />
  );
}
