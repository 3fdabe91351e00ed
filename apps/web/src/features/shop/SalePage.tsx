import { BarcodeOutlined, PrinterOutlined, RollbackOutlined, SearchOutlined, UnorderedListOutlined, UserOutlined } from '@ant-design/icons';
import { saleText as t } from '@pishkhan/common/i18n/fa/shop-screens';
import { toAsciiDigits } from '@pishkhan/common/text';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Input, Modal, Space, Tag, Typography, type InputRef } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState, type Dispatch } from 'react';
import { Link } from 'react-router';
import { api, isApiError, errorMessage, type DataResponse } from '../../app/api';
import { faDigits } from '../../app/format';
import { useSession } from '../../app/session';
import { PageHeader } from '../../components/crud/PageHeader';
import { Ltr } from '../../components/crud/columns';
import { beep } from './beep';
import { CustomerModal } from './CustomerModal';
import { draftFigures, lineRemovedBy, pricedFor, restInto, saleBody, walletBalanceOf, type DraftAction, type DraftCustomer } from './draft';
import { Kbd, PaymentPanel, type PanelRefs } from './PaymentPanel';
import { PrintSection } from './PrintSection';
import { money, Receipt } from './Receipt';
import { SaleLines, type SaleLinesHandle } from './SaleLines';
import { SearchModal } from './SearchModal';
import { receiptShopOf } from './receiptShop';
import { PRICES_API, SCAN_API, SALES_API, SHOP_API, type LineType, type PaymentKind, type Sale, type ScanResult } from './shop.api';
import { Shortcuts } from './Shortcuts';
import { useSaleDraft } from './useSaleDraft';
import './shop.css';

type Dialog = null | 'search' | 'customer' | 'discard';
/** The undo toast: one at a time (a newer removal replaces it), shown this many seconds. */
const UNDO_TOAST = 'pos-undo';
const UNDO_SECONDS = 8;
interface Refusal {
  message: string;
  lines: Record<number, string[]>;
  other: string[];
  payments?: string;
}

/** A refusal of `POST /shop/sales`: `lines.N.*` under their rows, payments and discount in the panel, the rest above. */
function toRefusal(e: unknown): Refusal {
  const r: Refusal = { message: errorMessage(e), lines: {}, other: [] };
  if (!isApiError(e) || !e.fields) return r;
  for (const [path, msg] of Object.entries(e.fields)) {
    const m = /^lines\.(\d+)\./.exec(path);
    if (m) (r.lines[Number(m[1])] ??= []).push(msg);
    else if (path.startsWith('payments') || path === 'discount_amount') r.payments = r.payments ? `${r.payments} — ${msg}` : msg;
    else if (msg !== r.message) r.other.push(msg);
  }
  return r;
}

/**
 * /admin/shop/create — the counter. The scan box keeps the focus: a scanner types the code and
 * Enter; each scan adds the line or one more of it. Everything else has a key (shown on screen).
 */
export default function SalePage() {
  const { home, can } = useSession();
  const unit = home.unit_label ?? '';
  const canDiscount = can('discount_mini_order');
  const { message, notification } = App.useApp();
  const qc = useQueryClient();
  const [draft, dispatchDraft] = useSaleDraft(home.admin.id);
  const [code, setCode] = useState('');
  const [scanError, setScanError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [dialogKey, setDialogKey] = useState(0);
  const [busy, setBusy] = useState(false);
  const [lastSale, setLastSale] = useState<Sale | null>(null);
  const [printTick, setPrintTick] = useState(0);

  const scanRef = useRef<InputRef>(null);
  const linesRef = useRef<SaleLinesHandle>(null);
  const refs: PanelRefs = { discount: useRef(null), cash: useRef(null), card: useRef(null), tracking: useRef(null), wallet: useRef(null) };
  const cache = useRef(new Map<string, ScanResult>());
  const queue = useRef<Promise<void>>(Promise.resolve());
  const dialogRef = useRef<Dialog>(null);
  dialogRef.current = dialog;
  const draftRef = useRef(draft);
  draftRef.current = draft;
  /** What the undo toast (or Ctrl+Z) puts back: the last line removed or the receipt cleared. */
  const undoRef = useRef<(() => void) | null>(null);

  const figures = useMemo(() => draftFigures(draft), [draft]);
  const { totals, sign } = figures;
  const due = Math.abs(totals.total);
  const walletBalance = walletBalanceOf(draft.customer);
  const walletShort = sign > 0 && walletBalance !== null && draft.payments.wallet > walletBalance;

  /** Back to the scan box (after every action). */
  const focusScan = useCallback(() => {
    setTimeout(() => {
      if (!dialogRef.current) scanRef.current?.focus();
    }, 0);
  }, []);
  useEffect(focusScan, [focusScan]);

  // A change of the receipt makes an earlier refusal stale.
  const lastLines = useRef(draft.lines);
  useEffect(() => {
    if (lastLines.current !== draft.lines) setRefusal(null);
    lastLines.current = draft.lines;
  }, [draft.lines]);

  const runUndo = useCallback(() => {
    const undo = undoRef.current;
    undoRef.current = null;
    notification.destroy(UNDO_TOAST);
    undo?.();
    focusScan();
  }, [notification, focusScan]);
  /** Every removal by a key or a button is offered back: a toast with «بازگردانی» (also Ctrl+Z). */
  const offerUndo = useCallback(
    (text: string, undo: () => void) => {
      undoRef.current = undo;
      notification.open({
        key: UNDO_TOAST,
        title: text,
        placement: 'bottomLeft',
        duration: UNDO_SECONDS,
        actions: (
          <Button type="primary" size="small" onClick={runUndo} aria-keyshortcuts="Control+Z">
            {t.undo}
          </Button>
        ),
        onClose: () => {
          if (undoRef.current === undo) undoRef.current = null;
        },
      });
    },
    [notification, runUndo],
  );
  /** The draft's dispatch, offering undo when the action takes a line off the receipt. */
  const dispatch = useCallback<Dispatch<DraftAction>>(
    (a) => {
      const gone = lineRemovedBy(draftRef.current, a);
      dispatchDraft(a);
      if (gone) offerUndo(t.lineRemoved(gone.line.item.title), () => dispatchDraft({ type: 'restoreLine', ...gone }));
    },
    [dispatchDraft, offerUndo],
  );

  const openDialog = (d: Exclude<Dialog, null>) => {
    setDialogKey((k) => k + 1);
    setDialog(d);
  };
  const closeDialog = () => {
    dialogRef.current = null;
    setDialog(null);
    focusScan();
  };

  const addItem = (item: ScanResult, type: LineType) => {
    dispatch({ type: 'add', item, lineType: type });
    setScanError(null);
  };

  /**
   * One scan: served from this receipt's cache when the code was seen for this customer, else
   * `GET /shop/scan` priced for the receipt's customer. Scans run in order.
   */
  const scan = (raw: string, type: LineType) => {
    const value = toAsciiDigits(raw).trim();
    if (!value) return;
    queue.current = queue.current.then(async () => {
      // The customer when the scan's turn comes: a re-pricing queued before it has run.
      const customerId = pricedFor(draftRef.current.customer);
      const keyOf = (k: string) => `${customerId ?? ''}:${type}:${k}`;
      const hit = cache.current.get(keyOf(value));
      if (hit) return addItem(hit, type);
      try {
        const res = await api.get<DataResponse<ScanResult>>(SCAN_API, { code: value, ...(type === 'return' ? { type } : {}), ...(customerId ? { customer_id: customerId } : {}) });
        const item = res.data;
        for (const k of [value, item.barcode, item.sku]) if (k) cache.current.set(keyOf(k), item);
        addItem(item, type);
      } catch (e) {
        beep();
        // The server says why (unknown code, not for sale in the shop); a bare 404 gets our sentence.
        setScanError(isApiError(e) && e.status === 404 && e.code === 'http_404' ? t.unknownCode(raw.trim()) : errorMessage(e));
        // An unknown code in return mode leaves the mode on for the next try.
        if (type === 'return') dispatch({ type: 'returnMode', on: true });
      }
    });
  };

  /**
   * The customer chosen, changed or taken off: the receipt's lines are asked again
   * (`GET /shop/prices`), after the scans already queued, and shown at that customer's prices.
   */
  const customerId = pricedFor(draft.customer);
  const pricedCustomer = useRef(customerId);
  const [repricing, setRepricing] = useState(false);
  useEffect(() => {
    if (pricedCustomer.current === customerId) return;
    pricedCustomer.current = customerId;
    queue.current = queue.current.then(async () => {
      const ids = [...new Set(draftRef.current.lines.map((l) => l.item.variant_id))];
      if (!ids.length || pricedFor(draftRef.current.customer) !== customerId) return;
      setRepricing(true);
      try {
        const res = await api.get<DataResponse<ScanResult[]>>(PRICES_API, { variant_ids: ids.join(','), ...(customerId ? { customer_id: customerId } : {}) });
        dispatchDraft({ type: 'reprice', customerId, items: res.data });
      } catch {
        message.error(t.repriceFailed);
      } finally {
        setRepricing(false);
      }
    });
  }, [customerId, dispatchDraft, message]);

  const restIn = (kind: PaymentKind) => {
    if (kind === 'wallet' && walletBalance === null) {
      message.warning(t.walletNeedsCustomer);
      return focusScan();
    }
    let amount = restInto(draft.payments, kind, due);
    if (kind === 'wallet' && sign > 0 && walletBalance !== null) amount = Math.min(amount, Math.max(0, walletBalance));
    dispatch({ type: 'payment', kind, amount });
    if (kind === 'card') setTimeout(() => refs.tracking.current?.focus(), 0);
    else focusScan();
  };

  const confirm = async () => {
    if (busy) return;
    if (!draft.lines.length) {
      message.warning(t.noLines);
      return focusScan();
    }
    const problem = !totals.discount_ok ? t.discountTooBig(money(totals.max_discount)) : walletShort ? t.walletShort(money(walletBalance!)) : !figures.balance.ok ? t.notBalanced : null;
    if (problem) {
      beep(440);
      setRefusal({ message: problem, lines: {}, other: [] });
      return focusScan();
    }
    setBusy(true);
    try {
      const res = await api.post<DataResponse<Sale>>(SALES_API, saleBody(draft, sign), { headers: { 'Idempotency-Key': draft.key } });
      const sale = res.data;
      message.success(t.saved(faDigits(sale.id)));
      setLastSale(sale);
      setPrintTick((n) => n + 1);
      cache.current.clear();
      setRefusal(null);
      setScanError(null);
      dispatch({ type: 'reset' });
      void qc.invalidateQueries({ queryKey: [SALES_API] });
      void qc.invalidateQueries({ queryKey: [SHOP_API] });
    } catch (e) {
      beep(440);
      setRefusal(toRefusal(e));
    } finally {
      setBusy(false);
      focusScan();
    }
  };

  // Print the receipt once the saved sale is in the print section.
  useEffect(() => {
    if (!printTick) return;
    const h = setTimeout(() => {
      window.print();
      focusScan();
    }, 50);
    return () => clearTimeout(h);
  }, [printTick, focusScan]);

  // The page's keys. Dialogs handle their own (Esc closes them).
  const keyRef = useRef<(e: KeyboardEvent) => void>(() => {});
  keyRef.current = (e: KeyboardEvent) => {
    if (dialogRef.current) return;
    const act = (fn: () => void) => {
      e.preventDefault();
      e.stopPropagation();
      fn();
    };
    if ((e.key === 'Enter' && e.ctrlKey) || e.key === 'F9') return act(() => void confirm());
    // Ctrl+Z (any keyboard layout) puts back what was just removed, while its toast is offered.
    if ((e.ctrlKey || e.metaKey) && e.code === 'KeyZ' && undoRef.current) return act(runUndo);
    switch (e.key) {
      case 'F2':
        return act(() => openDialog('search'));
      case 'F3':
        return act(() => openDialog('customer'));
      case 'F4':
        return act(() => {
          dispatch({ type: 'returnMode' });
          focusScan();
        });
      case 'F6':
        return act(() => restIn('cash'));
      case 'F7':
        return act(() => restIn('card'));
      case 'F8':
        return act(() => restIn('wallet'));
      case 'F10':
        return act(() => (canDiscount ? refs.discount.current?.focus() : focusScan()));
    }
  };
  useEffect(() => {
    const h = (e: KeyboardEvent) => keyRef.current(e);
    window.addEventListener('keydown', h, true);
    return () => window.removeEventListener('keydown', h, true);
  }, []);

  const onScanKey = (e: React.KeyboardEvent<HTMLInputElement>) => {
    const empty = code.trim() === '';
    const k = e.key;
    if (k === 'Enter' && !e.ctrlKey) {
      e.preventDefault();
      if (empty) {
        if (draft.selected) linesRef.current?.focus(draft.selected, 'quantity');
        return;
      }
      const type: LineType = draft.returnMode ? 'return' : 'sale';
      if (draft.returnMode) dispatch({ type: 'returnMode', on: false });
      scan(code, type);
      setCode('');
    } else if (empty && (k === '+' || k === '-')) {
      e.preventDefault();
      dispatch({ type: 'bump', delta: k === '+' ? 1 : -1 });
    } else if (k === '*' && /^\d{1,4}$/.test(toAsciiDigits(code.trim()))) {
      // «3*»: the chosen line's quantity.
      e.preventDefault();
      if (draft.selected) dispatch({ type: 'quantity', key: draft.selected, quantity: Number(toAsciiDigits(code.trim())) });
      setCode('');
    } else if (empty && (k === 'ArrowUp' || k === 'ArrowDown')) {
      e.preventDefault();
      dispatch({ type: 'move', delta: k === 'ArrowDown' ? 1 : -1 });
    } else if (empty && k === 'Delete') {
      e.preventDefault();
      dispatch({ type: 'remove' });
    } else if (k === 'Escape') {
      e.preventDefault();
      if (!empty) setCode('');
      else if (draft.returnMode) dispatch({ type: 'returnMode', on: false });
      else setScanError(null);
    }
  };

  // The scan box keeps the focus: a click on nothing in particular gives it back.
  const onPageBlur = (e: React.FocusEvent) => {
    if (!e.relatedTarget && !dialogRef.current) focusScan();
  };

  const pickCustomer = (c: DraftCustomer | null) => {
    dispatch({ type: 'customer', customer: c });
    closeDialog();
  };
  const c = draft.customer;

  return (
    <div className="pk-pos" onBlur={onPageBlur}>
      <PageHeader
        title={t.title}
        subtitle={
          <span>
            {t.cashier}: {home.admin.name}
          </span>
        }
        extra={
          <Space wrap>
            <Link to="/shop/orders">
              <Button icon={<UnorderedListOutlined />} tabIndex={-1}>
                {t.salesList}
              </Button>
            </Link>
            <Button danger icon={<RollbackOutlined />} tabIndex={-1} disabled={!draft.lines.length && !c} onClick={() => openDialog('discard')}>
              {t.newReceipt}
            </Button>
          </Space>
        }
      />
      <div className="pk-pos-grid">
        <div className="pk-pos-main">
          <div className={draft.returnMode ? 'pk-pos-scan pk-pos-scan--return' : 'pk-pos-scan'}>
            <Input
              ref={scanRef}
              size="large"
              autoFocus
              autoComplete="off"
              prefix={<BarcodeOutlined />}
              aria-label={t.scanLabel}
              placeholder={draft.returnMode ? t.scanPlaceholderReturn : t.scanPlaceholder}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              onKeyDown={onScanKey}
              className="pk-fa-digits"
              data-testid="scan"
            />
            <Button
              tabIndex={-1}
              icon={<SearchOutlined />}
              onClick={() => openDialog('search')}
              aria-label={t.search}
            >
              <Kbd>F2</Kbd>
            </Button>
            <Button tabIndex={-1} danger={draft.returnMode} type={draft.returnMode ? 'primary' : 'default'} aria-pressed={draft.returnMode} onClick={() => (dispatch({ type: 'returnMode' }), focusScan())}>
              {t.returnMode} <Kbd>F4</Kbd>
            </Button>
          </div>
          {draft.returnMode ? <Alert type="warning" showIcon title={t.returnModeOn} className="pk-pos-alert" data-testid="return-mode" /> : null}
          {scanError ? <Alert type="error" showIcon title={scanError} className="pk-pos-alert" role="alert" data-testid="scan-error" /> : null}
          {refusal ? (
            <Alert
              type="error"
              showIcon
              className="pk-pos-alert"
              title={refusal.message}
              description={refusal.other.length ? refusal.other.join(' — ') : undefined}
              data-testid="sale-refusal"
            />
          ) : null}
          {repricing ? <Alert type="info" showIcon title={t.repricing} className="pk-pos-alert" role="status" data-testid="repricing" /> : null}
          <SaleLines
            ref={linesRef}
            roleName={c?.kind === 'existing' ? (c.customer.role?.name ?? null) : null}
            lines={draft.lines}
            selected={draft.selected}
            dispatch={dispatch}
            canPrice={canDiscount}
            unit={unit}
            errors={refusal?.lines ?? {}}
            done={focusScan}
          />
          {lastSale ? (
            <div className="pk-pos-last" data-testid="last-sale">
              <Typography.Text>{t.lastSale(faDigits(lastSale.id))}</Typography.Text>
              <Button size="small" icon={<PrinterOutlined />} tabIndex={-1} onClick={() => setPrintTick((n) => n + 1)}>
                {t.reprint}
              </Button>
              <Link to={`/shop/orders/${lastSale.id}`} tabIndex={-1}>
                {t.viewSale}
              </Link>
            </div>
          ) : null}
        </div>
        <div className="pk-pos-side">
          <Card
            size="small"
            className="pk-pos-card"
            title={
              <span>
                <UserOutlined /> {t.customer} <Kbd>F3</Kbd>
              </span>
            }
            extra={
              <Button size="small" type="link" tabIndex={-1} onClick={() => openDialog('customer')}>
                {c ? t.changeCustomer : t.setCustomer}
              </Button>
            }
            data-testid="customer-card"
          >
            {c?.kind === 'existing' ? (
              <div>
                <div className="pk-pos-customer-name">{c.customer.name?.trim() || t.unnamed}</div>
                <Ltr>{c.customer.mobile}</Ltr>
                <div>
                  {t.walletBalance}: <strong>{`${money(c.customer.wallet)} ${unit}`.trim()}</strong>
                </div>
                {c.customer.role ? (
                  <div data-testid="customer-role">
                    {t.customerRole}: <Tag color="purple">{c.customer.role.name}</Tag>
                    {c.customer.role.discount_percent ? <span className="pk-muted">{t.rolePercent(faDigits(c.customer.role.discount_percent))}</span> : null}
                  </div>
                ) : null}
              </div>
            ) : c?.kind === 'new' ? (
              <div>
                <Tag color="blue">{t.newCustomer}</Tag> {[c.first_name, c.last_name].filter((s) => s.trim()).join(' ')} <Ltr>{c.mobile}</Ltr>
              </div>
            ) : (
              <Typography.Text type="secondary">{t.noCustomer}</Typography.Text>
            )}
          </Card>
          <PaymentPanel
            totals={{ sales: totals.sales_amount, returns: totals.returns_amount, discount: totals.discount_amount, total: totals.total, remaining: figures.remaining }}
            payments={draft.payments}
            discount={draft.discount}
            canDiscount={canDiscount}
            walletBalance={walletBalance}
            unit={unit}
            refs={refs}
            dispatch={dispatch}
            restIn={restIn}
            done={focusScan}
            onConfirm={() => void confirm()}
            busy={busy}
            disabled={!draft.lines.length || !figures.balance.ok || walletShort || !totals.discount_ok}
            error={refusal?.payments ?? (totals.discount_ok ? undefined : t.discountTooBig(money(totals.max_discount)))}
          />
          <Shortcuts canDiscount={canDiscount} />
        </div>
      </div>

      <SearchModal
        key={`search-${dialogKey}`}
        open={dialog === 'search'}
        returnMode={draft.returnMode}
        customerId={customerId}
        unit={unit}
        onClose={closeDialog}
        onPick={(item) => {
          const type: LineType = draft.returnMode ? 'return' : 'sale';
          addItem(item, type);
          closeDialog();
        }}
      />
      <CustomerModal key={`customer-${dialogKey}`} open={dialog === 'customer'} current={c} unit={unit} onPick={pickCustomer} onClose={closeDialog} />
      <Modal
        open={dialog === 'discard'}
        title={t.discardTitle}
        okText={t.discard}
        okButtonProps={{ danger: true, autoFocus: true }}
        cancelText={t.keep}
        onCancel={closeDialog}
        onOk={() => {
          const before = draftRef.current;
          cache.current.clear();
          setRefusal(null);
          setScanError(null);
          dispatchDraft({ type: 'reset' });
          closeDialog();
          if (before.lines.length || before.customer) offerUndo(t.receiptCleared, () => dispatchDraft({ type: 'restore', draft: before }));
        }}
      >
        {t.discardBody}
      </Modal>
      {lastSale ? (
        <PrintSection paper="roll80">
          <Receipt sale={lastSale} shop={receiptShopOf(lastSale, home)} unit={unit} />
        </PrintSection>
      ) : null}
    </div>
  );
}
