import { DeleteOutlined, EnvironmentOutlined, LoadingOutlined } from '@ant-design/icons';
import { orderLabels as L, orderMessages, paymentMethodLabels } from '@pishkhan/common/i18n/fa/order-labels';
import { orderCreateText as t, orderShowText } from '@pishkhan/common/i18n/fa/order-screens';
import { crudText } from '@pishkhan/common/i18n/fa/ui';
import { ORDER_PAYMENT_CHOICES, type OrderPaymentChoice } from '@pishkhan/common/order';
import { rules, VALIDATE_TRIGGER } from '@pishkhan/common/rules';
import { formatMoney } from '@pishkhan/common/text';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Checkbox, Empty, Form, Input, Radio, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { api, errorMessage, type DataResponse } from '../../../app/api';
import { formatNumber } from '../../../app/format';
import { useSession } from '../../../app/session';
import { Ltr } from '../../../components/crud/columns';
import { PageHeader } from '../../../components/crud/PageHeader';
import { dialogError } from '../../../components/crud/serverErrors';
import { useDebounced } from '../../../components/crud/useDebounced';
import { useUnsavedGuard } from '../../../components/crud/useUnsavedGuard';
import { PriceInput } from '../../../components/inputs/PriceInput';
import { addressesApi, type Address } from '../../people/customers/customer.api';
import { CustomerSelect } from '../../people/customers/CustomerSelect';
import '../../people/customers/customers.css';
import { QuoteLabel } from './QuoteLabel';
import { BarcodeInput, variantLabel, VariantSearch } from './VariantSearch';
import { ORDERS_API, ORDERS_PREVIEW_API, type Order, type OrderCreateBody, type Preview, type PreviewItem, type VariantPick } from './order.api';
import './orders.css';
import { NumberInput } from '../../../components/inputs/NumberInput';

interface Line {
  variant_id: number;
  quantity: number | null;
  title: string;
  variant_title: string | null;
  sku: string | null;
}
interface Values {
  customer_id?: number;
  address_id?: number;
  items: Line[];
  shipping_method_id?: number;
  coupon_code?: string;
  discount_on_order?: number | null;
  description?: string;
  admin_note?: string;
  reserved?: boolean;
  /** No method is chosen at first: the clerk picks one (or collect on delivery). */
  payment?: { method?: OrderPaymentChoice; tracking_code?: string };
}

const PREVIEW_DEBOUNCE_MS = 400;
const assertHasLines = async (v: Line[] | undefined) => {
  if (!v || v.length === 0) throw new Error(orderMessages.empty_order);
};
const trimmed = (v: string | undefined) => (v && v.trim() ? v.trim() : undefined);

/** The body the server prices (preview) and stores (create): only what is set. */
function toBody(v: Partial<Values>, canDiscount: boolean): OrderCreateBody | null {
  if (!v.customer_id) return null;
  const items = (v.items ?? []).filter((l) => l.quantity && l.quantity > 0).map((l) => ({ variant_id: l.variant_id, quantity: l.quantity! }));
  const body: OrderCreateBody = { customer_id: v.customer_id, items };
  if (v.address_id) body.address_id = v.address_id;
  if (v.shipping_method_id) body.shipping_method_id = v.shipping_method_id;
  const coupon = trimmed(v.coupon_code);
  if (coupon) body.coupon_code = coupon;
  if (canDiscount && v.discount_on_order) body.discount_on_order = v.discount_on_order;
  if (v.reserved) body.reserved = true;
  return body;
}

/** The customer's addresses as radio choices; none → a note with a link to add one on the customer's page. */
function AddressChoice({ customerId, value, onChange }: { customerId: number | undefined; value?: number; onChange?: (v: number) => void }) {
  const { can } = useSession();
  const list = useQuery({
    queryKey: [addressesApi(customerId ?? 0)],
    queryFn: ({ signal }) => api.get<DataResponse<Address[]>>(addressesApi(customerId!), undefined, { signal }).then((r) => r.data),
    enabled: !!customerId,
  });
  const rows = list.data ?? [];
  // One address: take it.
  useEffect(() => {
    if (rows.length === 1 && value !== rows[0]!.id) onChange?.(rows[0]!.id);
  }, [rows, value, onChange]);
  if (!customerId) return <Typography.Text type="secondary">{t.chooseCustomerFirst}</Typography.Text>;
  if (list.isPending) return <LoadingOutlined aria-hidden />;
  if (list.isError) return <Alert type="error" showIcon title={errorMessage(list.error)} />;
  if (rows.length === 0) {
    return (
      <Alert
        type="warning"
        showIcon
        data-testid="no-addresses"
        title={t.noAddresses}
        action={can('update_customer') ? <Link to={`/customers/show/${customerId}`}>{t.addAddress}</Link> : undefined}
      />
    );
  }
  return (
    <Radio.Group className="pk-order-address-choices" value={value} onChange={(e) => onChange?.(e.target.value as number)}>
      {rows.map((a) => (
        <Radio key={a.id} value={a.id} className="pk-order-address-choice">
          <div className="pk-order-address">
            <div className="pk-address-title">
              <EnvironmentOutlined aria-hidden /> {[a.province?.name, a.city?.name].filter(Boolean).join(crudText.listSeparator)}
            </div>
            <div>{a.address}</div>
            <div className="pk-address-meta pk-muted">
              <span>
                {orderShowText.receiver}: {a.full_name || `${a.first_name} ${a.last_name}`} <Ltr>{a.mobile}</Ltr>
              </span>
              {a.postal_code ? (
                <span>
                  {orderShowText.postalCode}: <Ltr>{a.postal_code}</Ltr>
                </span>
              ) : null}
            </div>
          </div>
        </Radio>
      ))}
    </Radio.Group>
  );
}

function SummaryRow({ label, value, strong, testId }: { label: string; value: string; strong?: boolean; testId?: string }) {
  return (
    <div className={`pk-order-total-row${strong ? ' pk-order-total-row--strong' : ''}`} data-testid={testId}>
      <span>{label}</span>
      <span className="pk-nowrap">{value}</span>
    </div>
  );
}

/** /admin/order/create — a manual order: every change is priced by the server (preview); the totals shown are the server's. */
export default function OrderCreatePage() {
  const [form] = Form.useForm<Values>();
  const { home, can } = useSession();
  const unit = home.unit_label;
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { message } = App.useApp();
  const canDiscount = can('discount_order');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const values = (Form.useWatch([], { form, preserve: true }) ?? {}) as Partial<Values>;
  const customerId = values.customer_id;
  const lines = values.items ?? [];
  const method = values.payment?.method;
  const body = useMemo(() => toBody(values, canDiscount), [values, canDiscount]);
  const bodyKey = JSON.stringify(body);
  const debouncedKey = useDebounced(bodyKey, PREVIEW_DEBOUNCE_MS);
  const previewBody = useMemo(() => (debouncedKey === 'null' ? null : (JSON.parse(debouncedKey) as OrderCreateBody)), [debouncedKey]);
  const preview = useQuery<Preview>({
    queryKey: [ORDERS_PREVIEW_API, debouncedKey],
    queryFn: ({ signal }) => api.post<DataResponse<Preview>>(ORDERS_PREVIEW_API, previewBody, { signal }).then((r) => r.data),
    enabled: !!previewBody,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 0,
  });
  const p = previewBody ? preview.data : undefined;
  const pending = bodyKey !== debouncedKey || preview.isFetching;
  const byVariant = new Map<number, PreviewItem>((p?.items ?? []).map((i) => [i.variant_id, i]));
  const balance = p?.wallet?.balance;
  const walletShort = method === 'wallet' && p !== undefined && balance !== undefined && balance !== null && balance < p.total_amount;

  const dirty = !!customerId || lines.length > 0;
  const guard = useUnsavedGuard(dirty && !busy);

  const addVariant = (v: VariantPick) => {
    const items = (form.getFieldValue('items') as Line[] | undefined) ?? [];
    const i = items.findIndex((l) => l.variant_id === v.variant_id);
    if (i >= 0) form.setFieldValue(['items', i, 'quantity'], (items[i]!.quantity ?? 0) + 1);
    else form.setFieldValue('items', [...items, { variant_id: v.variant_id, quantity: 1, title: v.title, variant_title: v.variant_title, sku: v.sku }]);
  };

  const submit = async () => {
    // Every value, with the line keys the grid does not register (variant_id, title …).
    const v = form.getFieldsValue(true) as Values;
    const b = toBody(v, canDiscount);
    if (!b || walletShort || !v.payment?.method) return;
    const payment: NonNullable<OrderCreateBody['payment']> = { method: v.payment.method };
    const code = trimmed(v.payment.tracking_code);
    if ((v.payment.method === 'card' || v.payment.method === 'cash') && code) payment.tracking_code = code;
    const full: OrderCreateBody = { ...b, payment };
    const description = trimmed(v.description);
    const adminNote = trimmed(v.admin_note);
    if (description) full.description = description;
    if (adminNote) full.admin_note = adminNote;
    setBusy(true);
    setError(null);
    try {
      const res = await api.post<DataResponse<Order>>(ORDERS_API, full);
      guard.release();
      await qc.invalidateQueries({ queryKey: [ORDERS_API, 'list'] });
      message.success(t.created(formatNumber(res.data.id)));
      navigate(`/order/${res.data.id}`);
    } catch (e) {
      setError(dialogError(form, e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="pk-order-create">
      <PageHeader title={t.title} back="/order" />
      {error ? <Alert type="error" showIcon className="pk-mb" title={error} data-testid="create-error" /> : null}
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ items: [], reserved: false }}
        onFinish={() => void submit()}
        onValuesChange={(changed: Partial<Values>) => {
          if ('customer_id' in changed) form.setFieldsValue({ address_id: undefined, shipping_method_id: undefined });
          if ('address_id' in changed) form.setFieldValue('shipping_method_id', undefined);
        }}
        validateTrigger={VALIDATE_TRIGGER}
        disabled={busy}
      >
        <div className="pk-order-grid">
          <div className="pk-order-main">
            <Card title={t.sectionCustomer} className="pk-order-card">
              <Form.Item name="customer_id" label={t.customer} extra={t.customerHelp} rules={rules(t.customer, 'required')}>
                <CustomerSelect aria-label={t.customer} className="pk-full-width" />
              </Form.Item>
              <Form.Item name="address_id" label={t.address} rules={rules(t.address, 'required')}>
                <AddressChoice customerId={customerId} />
              </Form.Item>
            </Card>

            <Card title={t.sectionItems} className="pk-order-card" data-testid="create-items">
              <div className="pk-order-add-item">
                <VariantSearch unit={unit} onPick={addVariant} disabled={busy} customerId={customerId} />
                <BarcodeInput onPick={addVariant} disabled={busy} customerId={customerId} />
              </div>
              <Form.List name="items" rules={[{ validator: async (_r, v: Line[]) => assertHasLines(v) }]}>
                {(fields, { remove }, { errors }) => (
                  <>
                    {fields.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.noItems} /> : null}
                    <ul className="pk-order-lines">
                      {fields.map((f) => {
                        const line = lines[f.name];
                        if (!line) return null;
                        const pi = byVariant.get(line.variant_id);
                        return (
                          <li key={f.key} className="pk-order-line" data-testid={`line-${line.variant_id}`}>
                            <div className="pk-order-line-title">
                              <div>{variantLabel(line)}</div>
                              <div className="pk-muted">
                                {line.sku ? <Ltr>{line.sku}</Ltr> : null}
                                {pi ? (
                                  <>
                                    {' '}
                                    {t.stock(formatNumber(pi.stock))} · {formatMoney(pi.unit_price - pi.unit_discount, unit)}
                                    {pi.unit_discount > 0 ? <s className="pk-order-old-price">{formatMoney(pi.unit_price, unit)}</s> : null}
                                  </>
                                ) : null}
                              </div>
                              {pi?.issue ? <Typography.Text type="danger">{pi.issue}</Typography.Text> : null}
                            </div>
                            <Form.Item name={[f.name, 'quantity']} className="pk-order-line-qty" rules={rules(L.quantity, 'required|min_value:1')}>
                              <NumberInput className="pk-order-qty" aria-label={`${L.quantity} ${line.title}`} min={1} maxDigits={6} />
                            </Form.Item>
                            <strong className="pk-order-line-total pk-nowrap">{pi ? formatMoney(pi.line_total, unit) : ''}</strong>
                            <Button type="text" danger icon={<DeleteOutlined />} aria-label={t.removeItem} onClick={() => remove(f.name)} />
                          </li>
                        );
                      })}
                    </ul>
                    <Form.ErrorList errors={errors} />
                  </>
                )}
              </Form.List>
            </Card>

            <Card title={t.sectionShipping} className="pk-order-card" data-testid="create-shipping">
              {(() => {
                const quotes = p && values.address_id ? p.shipping : [];
                return (
                  <Form.Item
                    name="shipping_method_id"
                    label={t.shipping}
                    rules={rules(t.shipping, 'required')}
                    {...(quotes.length === 0 ? { extra: t.shippingNeedsAddress } : {})}
                  >
                    <Radio.Group className="pk-quote-list">
                      {quotes.map((q) => (
                        <Radio key={q.id} value={q.id} disabled={!q.available}>
                          <QuoteLabel q={q} unit={unit} />
                        </Radio>
                      ))}
                    </Radio.Group>
                  </Form.Item>
                );
              })()}
            </Card>

            <Card title={t.sectionDiscount} className="pk-order-card">
              <div className="pk-form-grid">
                <Form.Item
                  name="coupon_code"
                  label={t.coupon}
                  {...(p?.coupon?.message ? { help: <span className={p.coupon.ok ? 'pk-amount-credit' : 'pk-amount-debit'} data-testid="coupon-message">{p.coupon.message}</span> } : {})}
                  {...(p?.coupon && !p.coupon.ok ? { validateStatus: 'error' as const } : {})}
                >
                  <Input dir="ltr" autoComplete="off" maxLength={60} placeholder={t.couponPlaceholder} />
                </Form.Item>
                {canDiscount ? (
                  <Form.Item name="discount_on_order" label={t.discount}>
                    <PriceInput {...(unit ? { unit } : {})} aria-label={t.discount} />
                  </Form.Item>
                ) : null}
              </div>
              <div className="pk-form-grid">
                <Form.Item name="description" label={t.description} rules={rules(t.description, 'max:2000')}>
                  <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={2000} />
                </Form.Item>
                <Form.Item name="admin_note" label={t.adminNote} rules={rules(t.adminNote, 'max:2000')}>
                  <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={2000} />
                </Form.Item>
              </div>
              <Form.Item name="reserved" valuePropName="checked" extra={t.reservedHelp}>
                <Checkbox>{t.reserved}</Checkbox>
              </Form.Item>
            </Card>
          </div>

          <div className="pk-order-side">
            <Card title={t.sectionPayment} className="pk-order-card pk-order-sticky" data-testid="create-summary">
              <Form.Item name={['payment', 'method']} label={t.payment} rules={rules(t.payment, 'required')}>
                <Radio.Group className="pk-payment-choice" options={ORDER_PAYMENT_CHOICES.map((m) => ({ value: m, label: paymentMethodLabels[m] }))} />
              </Form.Item>
              {method ? (
                <Typography.Paragraph type="secondary" data-testid="payment-help">
                  {t.paymentHelp[method]}
                </Typography.Paragraph>
              ) : null}
              {/* The balance is shown as information; it is an error only once the wallet is chosen. */}
              {balance !== undefined && balance !== null ? (
                walletShort ? (
                  <Alert type="error" showIcon className="pk-mb" data-testid="wallet-short" title={t.walletShort(formatMoney(balance, unit), formatMoney(p!.total_amount, unit))} />
                ) : (
                  <Typography.Paragraph type="secondary" data-testid="wallet-balance">
                    {t.walletBalance(formatMoney(balance, unit))}
                  </Typography.Paragraph>
                )
              ) : null}
              {method === 'card' || method === 'cash' ? (
                <Form.Item name={['payment', 'tracking_code']} label={t.trackingCode} rules={rules(t.trackingCode, 'max:100')}>
                  <Input dir="ltr" autoComplete="off" maxLength={100} />
                </Form.Item>
              ) : null}

              <Typography.Title level={5} className="pk-order-summary-title">
                {t.summary} {pending && previewBody ? <LoadingOutlined aria-label={t.previewing} /> : null}
              </Typography.Title>
              {preview.isError && previewBody ? (
                <Alert type="warning" showIcon className="pk-mb" title={errorMessage(preview.error)} data-testid="preview-error" />
              ) : null}
              {p ? (
                <div data-testid="preview-totals">
                  <SummaryRow label={orderShowText.totalItems} value={formatMoney(p.total_items_amount, unit)} />
                  <SummaryRow label={orderShowText.discountOnItems} value={formatMoney(p.discount_on_items, unit)} />
                  <SummaryRow label={orderShowText.discountOnCoupon} value={formatMoney(p.discount_on_coupon, unit)} />
                  <SummaryRow label={orderShowText.discountOnOrder} value={formatMoney(p.discount_on_order, unit)} />
                  <SummaryRow label={orderShowText.shippingAmount} value={formatMoney(p.shipping_amount, unit)} />
                  <SummaryRow label={orderShowText.total} value={formatMoney(p.total_amount, unit)} strong testId="preview-total" />
                </div>
              ) : (
                <Typography.Paragraph type="secondary">{customerId ? t.noItems : t.chooseCustomerFirst}</Typography.Paragraph>
              )}
              <Typography.Paragraph type="secondary" className="pk-order-hint">
                {t.computedByServer}
              </Typography.Paragraph>
              <Button type="primary" htmlType="submit" block loading={busy} disabled={walletShort}>
                {t.submit}
              </Button>
            </Card>
          </div>
        </div>
      </Form>
      {guard.element}
    </div>
  );
}
