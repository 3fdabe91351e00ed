import { CaretDownOutlined, CaretLeftOutlined, ReloadOutlined } from '@ant-design/icons';
import { shippingAreasText as t, shippingMethodsText as mt } from '@pishkhan/common/i18n/fa/shipping-screens';
import { crudText, errorText } from '@pishkhan/common/i18n/fa/ui';
import { formatMoney } from '@pishkhan/common/text';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Checkbox, Empty, Input, Skeleton, Space, Tag, Typography } from 'antd';
import { Result } from '../../../components/status/Result';
import { memo, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { api, errorMessage, isApiError, type DataResponse } from '../../../app/api';
import { faDigits } from '../../../app/format';
import { useSession } from '../../../app/session';
import { PageHeader } from '../../../components/crud/PageHeader';
import { useUnsavedGuard } from '../../../components/crud/useUnsavedGuard';
import { PriceInput } from '../../../components/inputs/PriceInput';
import {
  areasBody,
  checkedCitiesByProvince,
  indexAreas,
  initialAreaState,
  setCityChecked,
  setCityPrice,
  setProvinceChecked,
  setProvincePrice,
  visibleAreas,
  type AreaState,
} from './areas';
import { SHIPPING_METHODS_API, shippingAreasApi, type AreaCity, type AreaProvince, type ShippingAreas } from './shipping-method.api';
import './shipping.css';

interface RowProps {
  province: AreaProvince;
  cities: AreaCity[];
  open: boolean;
  checked: boolean;
  price: number | null;
  checkedCities: number;
  state: AreaState;
  disabled: boolean;
  unit: string | undefined;
  onToggleOpen: (id: number) => void;
  onChange: (update: (s: AreaState) => AreaState) => void;
}

/** One province: checkbox, how many of its cities are chosen, its price; open, its cities with theirs. */
const ProvinceRow = memo(function ProvinceRow({ province: p, cities, open, checked, price, checkedCities, state, disabled, unit, onToggleOpen, onChange }: RowProps) {
  const unitProps = unit ? { unit } : {};
  return (
    <li role="treeitem" aria-expanded={open} aria-selected={checked} className="pk-area-province">
      <div className={checked ? 'pk-area-row pk-area-row--checked' : 'pk-area-row'}>
        <Button
          type="text"
          size="small"
          className="pk-area-toggle"
          icon={open ? <CaretDownOutlined /> : <CaretLeftOutlined />}
          aria-label={open ? t.collapse(p.name) : t.expand(p.name)}
          onClick={() => onToggleOpen(p.id)}
        />
        <Checkbox className="pk-area-name" checked={checked} disabled={disabled} onChange={(e) => onChange((s) => setProvinceChecked(s, p, e.target.checked))}>
          <strong>{p.name}</strong>
        </Checkbox>
        {p.status ? null : <Tag>{t.inactive}</Tag>}
        <span className="pk-area-count">
          {checked ? (checkedCities ? t.someCities(faDigits(checkedCities), faDigits(p.cities.length)) : t.allCities) : null}
        </span>
        <div className="pk-area-price">
          {checked ? (
            <PriceInput
              {...unitProps}
              size="small"
              disabled={disabled}
              placeholder={t.provincePricePlaceholder}
              aria-label={t.provincePrice(p.name)}
              value={price}
              onChange={(v) => onChange((s) => setProvincePrice(s, p.id, v))}
            />
          ) : null}
        </div>
      </div>
      {open ? (
        <ul role="group" className="pk-area-cities">
          {cities.map((c) => {
            const on = state.cities.has(c.id);
            return (
              <li key={c.id} role="treeitem" aria-selected={on} className={on ? 'pk-area-row pk-area-row--checked' : 'pk-area-row'}>
                <Checkbox className="pk-area-name" checked={on} disabled={disabled} onChange={(e) => onChange((s) => setCityChecked(s, p, c, e.target.checked))}>
                  {c.name}
                </Checkbox>
                {c.status ? null : <Tag>{t.inactive}</Tag>}
                <div className="pk-area-price">
                  {on ? (
                    <PriceInput
                      {...unitProps}
                      size="small"
                      disabled={disabled}
                      placeholder={t.cityPricePlaceholder}
                      aria-label={t.cityPrice(c.name)}
                      value={state.cities.get(c.id) ?? null}
                      onChange={(v) => onChange((s) => setCityPrice(s, c.id, v))}
                    />
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
    </li>
  );
});

/**
 * /admin/shipping/cities/:id — the provinces → cities tree of one shipping method: check a
 * province to attach it, check cities inside to restrict it, a price per checked row; the search
 * matches either spelling of yeh and kaf. Saved all at once (PUT /:id/areas).
 */
export default function ShippingAreasPage() {
  const { id = '' } = useParams();
  const { can, home } = useSession();
  const canEdit = can('update_shipping');
  const qc = useQueryClient();
  const { message } = App.useApp();
  const query = useQuery({
    queryKey: [SHIPPING_METHODS_API, 'areas', id],
    queryFn: ({ signal }) => api.get<DataResponse<ShippingAreas>>(shippingAreasApi(id), undefined, { signal }).then((r) => r.data),
    // A refetch would replace what the admin is editing.
    refetchOnWindowFocus: false,
  });
  const tree = query.data;
  const index = useMemo(() => (tree ? indexAreas(tree) : null), [tree]);
  const [state, setState] = useState<AreaState | null>(null);
  const [saved, setSaved] = useState<string>('');
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [onlySelected, setOnlySelected] = useState(false);
  const [opened, setOpened] = useState<Set<number>>(new Set());
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string[] | null>(null);

  // (Re)start from the server's answer: on load and after a save.
  useEffect(() => {
    if (!tree) return;
    const s = initialAreaState(tree);
    setState(s);
    setSaved(JSON.stringify(areasBody(tree, s)));
  }, [tree]);

  const body = useMemo(() => (tree && state ? areasBody(tree, state) : null), [tree, state]);
  const dirty = !!body && JSON.stringify(body) !== saved;
  const guard = useUnsavedGuard(dirty);
  const counts = useMemo(() => (tree && state ? checkedCitiesByProvince(tree, state) : new Map<number, number>()), [tree, state]);
  const visible = useMemo(() => (index && state ? visibleAreas(index, deferredSearch, onlySelected, state) : []), [index, deferredSearch, onlySelected, state]);

  const onChange = useMemo(() => (update: (s: AreaState) => AreaState) => setState((s) => (s ? update(s) : s)), []);
  const onToggleOpen = useMemo(
    () => (pid: number) =>
      setOpened((o) => {
        const n = new Set(o);
        if (n.has(pid)) n.delete(pid);
        else n.add(pid);
        return n;
      }),
    [],
  );

  const save = async () => {
    if (!body) return;
    setSaving(true);
    setError(null);
    try {
      const res = await api.put<DataResponse<ShippingAreas>>(shippingAreasApi(id), body);
      guard.release();
      qc.setQueryData([SHIPPING_METHODS_API, 'areas', id], res.data);
      await qc.invalidateQueries({ queryKey: [SHIPPING_METHODS_API, 'list'] });
      message.success(t.saved);
    } catch (e) {
      setError(isApiError(e) && e.fields ? [e.message, ...new Set(Object.values(e.fields))] : [errorMessage(e)]);
    } finally {
      setSaving(false);
    }
  };
  const reset = () => {
    if (!tree) return;
    setState(initialAreaState(tree));
    setError(null);
  };

  const title = tree ? t.title(tree.method.name) : t.titleLoading;
  if (query.isError) {
    const notFound = isApiError(query.error) && query.error.status === 404;
    return (
      <div className="pk-form-page">
        <PageHeader title={title} back="/shipping" />
        <Result
          status={notFound ? '404' : 'error'}
          title={notFound ? crudText.notFound : crudText.itemLoadError}
          subTitle={notFound ? undefined : errorMessage(query.error)}
          extra={
            notFound ? undefined : (
              <Button icon={<ReloadOutlined />} onClick={() => void query.refetch()}>
                {errorText.retry}
              </Button>
            )
          }
        />
      </div>
    );
  }

  const attached = state?.provinces.size ?? 0;
  const citiesChecked = state?.cities.size ?? 0;
  const method = tree?.method;
  const actions = (hint: boolean) =>
    canEdit ? (
      <Space wrap>
        {hint && dirty ? <Typography.Text type="warning">{t.unsaved}</Typography.Text> : null}
        <Button onClick={reset} disabled={!dirty || saving}>
          {t.reset}
        </Button>
        <Button type="primary" onClick={() => void save()} loading={saving} disabled={!state}>
          {t.save}
        </Button>
      </Space>
    ) : null;

  return (
    <div className="pk-form-page">
      <PageHeader title={title} back="/shipping" subtitle={state ? t.summary(faDigits(attached), faDigits(citiesChecked)) : undefined} extra={actions(true)} />
      <Card className="pk-areas-card">
        {!tree || !state ? (
          <Skeleton active />
        ) : (
          <>
            <Typography.Paragraph type="secondary">{t.help}</Typography.Paragraph>
            <Typography.Paragraph>
              {t.defaultPrice(method!.default_price === null ? mt.free : formatMoney(method!.default_price, home.unit_label ?? ''))}
            </Typography.Paragraph>
            {method!.is_free ? <Alert type="warning" showIcon className="pk-mb" title={t.methodIsFree} /> : null}
            {!canEdit ? <Alert type="info" showIcon className="pk-mb" title={t.readOnly} /> : null}
            {error ? (
              <Alert
                type="error"
                showIcon
                className="pk-mb"
                data-testid="areas-error"
                title={error[0]}
                {...(error.length > 1 ? { description: error.slice(1).map((m) => <div key={m}>{m}</div>) } : {})}
              />
            ) : null}
            {attached === 0 ? <Alert type="info" showIcon className="pk-mb" title={t.everywhere} /> : null}
            <div className="pk-areas-toolbar">
              <Input.Search className="pk-areas-search" allowClear placeholder={t.search} aria-label={t.search} value={search} onChange={(e) => setSearch(e.target.value)} />
              <Checkbox checked={onlySelected} onChange={(e) => setOnlySelected(e.target.checked)}>
                {t.onlySelected}
              </Checkbox>
              <Button size="small" onClick={() => setOpened(new Set(visible.map((v) => v.province.id)))}>
                {t.expandAll}
              </Button>
              <Button size="small" onClick={() => setOpened(new Set())}>
                {t.collapseAll}
              </Button>
            </div>
            {visible.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.noMatch} />
            ) : (
              <ul role="tree" aria-label={t.tree} aria-multiselectable className="pk-areas-tree">
                {visible.map((v) => (
                  <ProvinceRow
                    key={v.province.id}
                    province={v.province}
                    cities={v.cities}
                    open={v.open || opened.has(v.province.id)}
                    checked={state.provinces.has(v.province.id)}
                    price={state.provinces.get(v.province.id) ?? null}
                    checkedCities={counts.get(v.province.id) ?? 0}
                    state={state}
                    disabled={!canEdit || saving}
                    unit={home.unit_label}
                    onToggleOpen={onToggleOpen}
                    onChange={onChange}
                  />
                ))}
              </ul>
            )}
            {canEdit ? <div className="pk-form-actions">{actions(false)}</div> : null}
          </>
        )}
      </Card>
      {guard.element}
    </div>
  );
}
