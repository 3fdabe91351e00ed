import { saleLineTypeLabels } from '@pishkhan/common/i18n/fa/shop-labels';
import { saleText as t } from '@pishkhan/common/i18n/fa/shop-screens';
import { useQuery } from '@tanstack/react-query';
import { Alert, Empty, Input, Modal, Spin, Tag, Typography, type InputRef } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { api, errorMessage, type DataResponse } from '../../app/api';
import { faDigits } from '../../app/format';
import { Ltr } from '../../components/crud/columns';
import { useDebounced } from '../../components/crud/useDebounced';
import { money } from './Receipt';
import { SEARCH_API, type ScanResult } from './shop.api';
import { variantPart } from '../sales/orders/order.api';

/**
 * F2: find an item by name, SKU or barcode (`GET /shop/search?q=`, priced for the receipt's customer); ↑/↓ choose, Enter adds it to
 * the receipt (as a return line while return mode is on), Esc closes.
 */
export function SearchModal({
  open,
  returnMode,
  customerId,
  unit,
  onPick,
  onClose,
}: {
  open: boolean;
  returnMode: boolean;
  /** The receipt's known customer: items are priced for their role. */
  customerId: number | null;
  unit: string;
  onPick: (item: ScanResult) => void;
  onClose: () => void;
}) {
  const ref = useRef<InputRef>(null);
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const q = useDebounced(text.trim(), 250);
  const res = useQuery({
    queryKey: [SEARCH_API, q, customerId],
    queryFn: ({ signal }) => api.get<DataResponse<ScanResult[]>>(SEARCH_API, { q, ...(customerId ? { customer_id: customerId } : {}) }, { signal }).then((r) => r.data),
    enabled: open && q.length >= 2,
    staleTime: 30_000,
  });
  const rows = q.length >= 2 ? (res.data ?? []) : [];
  useEffect(() => setActive(0), [q]);
  useEffect(() => {
    document.querySelector('.pk-pos-search-item--active')?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!rows.length) return;
      setActive((i) => (i + (e.key === 'ArrowDown' ? 1 : -1) + rows.length) % rows.length);
    } else if (e.key === 'Enter' && !e.ctrlKey) {
      e.preventDefault();
      const item = rows[active];
      if (item && q === text.trim()) onPick(item);
    }
  };

  return (
    <Modal
      open={open}
      title={returnMode ? `${t.search} — ${saleLineTypeLabels.return}` : t.search}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      width={640}
      afterOpenChange={(o) => {
        if (o) ref.current?.focus();
      }}
    >
      <Input
        ref={ref}
        autoFocus
        size="large"
        allowClear
        placeholder={t.searchPlaceholder}
        aria-label={t.search}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        role="combobox"
        aria-expanded={rows.length > 0}
        aria-controls="pk-pos-search-list"
      />
      <Typography.Text type="secondary" className="pk-pos-search-hint">
        {q.length >= 2 ? t.searchHint : t.searchTyping}
      </Typography.Text>
      {res.isError ? <Alert type="error" showIcon title={errorMessage(res.error)} /> : null}
      {res.isFetching && !rows.length ? (
        <div className="pk-pos-search-state">
          <Spin />
        </div>
      ) : q.length >= 2 && res.isSuccess && !rows.length ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.searchEmpty} />
      ) : (
        <ul className="pk-pos-search-list" id="pk-pos-search-list" role="listbox" aria-label={t.search}>
          {rows.map((r, i) => (
            <li
              key={r.variant_id}
              role="option"
              aria-selected={i === active}
              className={i === active ? 'pk-pos-search-item pk-pos-search-item--active' : 'pk-pos-search-item'}
              onMouseEnter={() => setActive(i)}
              onClick={() => onPick(r)}
            >
              <div className="pk-pos-search-title">
                {r.title}
                {variantPart(r.title, r.variant_title) ? ` — ${variantPart(r.title, r.variant_title)}` : ''}
              </div>
              <div className="pk-pos-search-meta">
                {r.sku ? <Ltr>{r.sku}</Ltr> : null}
                <Tag color={r.stock > 0 ? 'default' : 'red'}>{t.stock(faDigits(r.stock))}</Tag>
                <span className="pk-nowrap">{`${money(r.unit_price)} ${unit}`.trim()}</span>
                {r.discount_source === 'role' ? <Tag color="purple">{t.rolePrice}</Tag> : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
