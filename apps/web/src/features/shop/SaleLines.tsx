import { DeleteOutlined, MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { saleLineTypeLabels } from '@pishkhan/common/i18n/fa/shop-labels';
import { saleText as t } from '@pishkhan/common/i18n/fa/shop-screens';
import { Button, Empty, Table, Tag, Tooltip, type InputRef } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { forwardRef, useEffect, useImperativeHandle, useRef, useState, type Dispatch } from 'react';
import { faDigits } from '../../app/format';
import { HiddenTitle, Ltr } from '../../components/crud/columns';
import { NumberInput } from '../../components/inputs/NumberInput';
import { PriceInput } from '../../components/inputs/PriceInput';
import type { DraftAction, DraftLine } from './draft';
import { money } from './Receipt';
import { variantPart } from '../sales/orders/order.api';

export interface SaleLinesHandle {
  /** Focus the quantity (or price) box of a line. */
  focus: (key: string, field: 'quantity' | 'price') => boolean;
}

/** The fixed columns (row, type, quantity, price, total, remove) and the product's minimum. */
const LINES_MIN_WIDTH = 680;

interface Props {
  lines: DraftLine[];
  selected: string | null;
  dispatch: Dispatch<DraftAction>;
  canPrice: boolean;
  unit: string;
  /** The customer's role whose prices the lines show (its name on the lines it prices), or null. */
  roleName?: string | null;
  /** Server messages of `lines.N.*`, by line index. */
  errors: Record<number, string[]>;
  /** Back to the scan box. */
  done: () => void;
}

function QuantityBox({ line, dispatch, done, inputRef }: { line: DraftLine; dispatch: Dispatch<DraftAction>; done: () => void; inputRef: (el: InputRef | null) => void }) {
  const [qty, setQty] = useState<number | null>(line.quantity);
  useEffect(() => setQty(line.quantity), [line.quantity]);
  const commit = () => {
    if (qty !== null && qty > 0) dispatch({ type: 'quantity', key: line.key, quantity: qty });
    else setQty(line.quantity);
  };
  return (
    <NumberInput
      ref={inputRef}
      size="small"
      min={1}
      maxDigits={4}
      grouping={false}
      className="pk-pos-qty"
      aria-label={`${t.quantity} ${line.item.title}`}
      value={qty}
      onChange={setQty}
      onFocus={(e) => {
        dispatch({ type: 'select', key: line.key });
        e.currentTarget.select();
      }}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && !e.ctrlKey) {
          e.preventDefault();
          commit();
          done();
        } else if (e.key === 'Escape') {
          e.preventDefault();
          e.stopPropagation();
          setQty(line.quantity);
          done();
        } else if (e.key === '+' || e.key === '-') {
          e.preventDefault();
          dispatch({ type: 'bump', key: line.key, delta: e.key === '+' ? 1 : -1 });
        }
      }}
    />
  );
}

/** The receipt's lines: quantity (typed or −/+), price (with the discount permission), line total, type. */
export const SaleLines = forwardRef<SaleLinesHandle, Props>(function SaleLines({ lines, selected, dispatch, canPrice, unit, roleName, errors, done }, ref) {
  const qtyRefs = useRef(new Map<string, InputRef>());
  const priceRefs = useRef(new Map<string, InputRef>());
  useImperativeHandle(ref, () => ({
    focus: (key, field) => {
      const el = (field === 'price' ? priceRefs : qtyRefs).current.get(key);
      if (!el) return false;
      el.focus();
      el.select?.();
      return true;
    },
  }));

  // Keep the chosen row in sight on a long receipt.
  useEffect(() => {
    if (!selected) return;
    document.querySelector(`[data-line="${CSS.escape(selected)}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [selected]);

  const columns: ColumnsType<DraftLine> = [
    { key: 'row', title: t.row, width: 40, render: (_v, _l, i) => faDigits(i + 1) },
    {
      key: 'product',
      title: t.product,
      render: (_v, l, i) => {
        const short = l.type === 'sale' && l.quantity > l.item.stock;
        return (
          <div className="pk-pos-product">
            <div className="pk-pos-product-title">
              {l.item.title}
              {variantPart(l.item.title, l.item.variant_title) ? <span className="pk-pos-variant"> — {variantPart(l.item.title, l.item.variant_title)}</span> : null}
            </div>
            <div className="pk-pos-product-meta">
              {l.item.sku ? <Ltr>{l.item.sku}</Ltr> : null}
              <span className={short ? 'pk-pos-short' : undefined}>{short ? t.outOfStock(faDigits(Math.max(0, l.item.stock))) : t.stock(faDigits(l.item.stock))}</span>
              {l.item.discount_source === 'role' ? (
                <Tag color="purple" className="pk-pos-role-price" data-testid="role-price">
                  {roleName ? t.rolePriceOf(roleName) : t.rolePrice}
                </Tag>
              ) : null}
            </div>
            {errors[i]?.map((m) => (
              <div key={m} className="pk-pos-line-error" role="alert">
                {m}
              </div>
            ))}
          </div>
        );
      },
    },
    {
      key: 'type',
      title: t.type,
      width: 64,
      render: (_v, l) => (l.type === 'return' ? <Tag color="red">{saleLineTypeLabels.return}</Tag> : <Tag color="green">{saleLineTypeLabels.sale}</Tag>),
    },
    {
      key: 'quantity',
      title: t.quantity,
      width: 116,
      render: (_v, l) => (
        <div className="pk-pos-qty-cell">
          <Button size="small" tabIndex={-1} icon={<MinusOutlined />} aria-label={t.decrease} onClick={() => (dispatch({ type: 'bump', key: l.key, delta: -1 }), done())} />
          <QuantityBox
            line={l}
            dispatch={dispatch}
            done={done}
            inputRef={(el) => {
              if (el) qtyRefs.current.set(l.key, el);
              else qtyRefs.current.delete(l.key);
            }}
          />
          <Button size="small" tabIndex={-1} icon={<PlusOutlined />} aria-label={t.increase} onClick={() => (dispatch({ type: 'bump', key: l.key, delta: 1 }), done())} />
        </div>
      ),
    },
    {
      key: 'price',
      title: unit ? `${t.unitPrice} (${unit})` : t.unitPrice,
      width: 124,
      render: (_v, l) =>
        canPrice ? (
          <PriceInput
            ref={(el) => {
              if (el) priceRefs.current.set(l.key, el);
              else priceRefs.current.delete(l.key);
            }}
            size="small"
            unit={null}
            aria-label={`${t.unitPrice} ${l.item.title}`}
            value={l.unit_price}
            onChange={(v) => dispatch({ type: 'price', key: l.key, price: v ?? 0 })}
            onFocus={() => dispatch({ type: 'select', key: l.key })}
            onKeyDown={(e) => {
              if ((e.key === 'Enter' && !e.ctrlKey) || e.key === 'Escape') {
                e.preventDefault();
                e.stopPropagation();
                done();
              }
            }}
          />
        ) : (
          <Tooltip title={t.priceLocked}>
            <span className="pk-nowrap" data-testid="unit-price">
              {money(l.unit_price)}
            </span>
          </Tooltip>
        ),
    },
    {
      key: 'total',
      title: unit ? `${t.lineTotal} (${unit})` : t.lineTotal,
      width: 110,
      align: 'end',
      render: (_v, l) => {
        const v = l.unit_price * l.quantity;
        return (
          <span className={l.type === 'return' ? 'pk-nowrap pk-pos-neg' : 'pk-nowrap'} data-testid="line-total">
            {money(l.type === 'return' ? -v : v)}
          </span>
        );
      },
    },
    {
      key: 'remove',
      title: <HiddenTitle>{t.remove}</HiddenTitle>,
      width: 36,
      render: (_v, l) => (
        <Tooltip title={t.remove}>
          <Button type="text" danger tabIndex={-1} icon={<DeleteOutlined />} aria-label={t.remove} onClick={() => (dispatch({ type: 'remove', key: l.key }), done())} />
        </Tooltip>
      ),
    },
  ];

  return (
    <Table<DraftLine>
      className="pk-pos-lines"
      rowKey="key"
      size="small"
      columns={columns}
      dataSource={lines}
      pagination={false}
      // A floor width, not max-content: the product column wraps a long name, so the line total and
      // the remove button stay in sight on a laptop screen (scrolls only below the floor).
      scroll={{ x: LINES_MIN_WIDTH }}
      aria-label={t.lines}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.empty} /> }}
      rowClassName={(l) => [l.key === selected ? 'pk-pos-row--selected' : '', l.type === 'return' ? 'pk-pos-row--return' : ''].join(' ')}
      onRow={(l) => ({ 'data-line': l.key, onClick: () => dispatch({ type: 'select', key: l.key }) }) as React.HTMLAttributes<HTMLElement>}
    />
  );
});
