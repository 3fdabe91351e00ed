import { orderListText as t } from '@pishkhan/common/i18n/fa/order-screens';
import { crudText } from '@pishkhan/common/i18n/fa/ui';
import { faSearchKey } from '@pishkhan/common/text';
import { useQuery } from '@tanstack/react-query';
import { Input, Space } from 'antd';
import { LazySelect as Select } from '../../../components/inputs/LazySelect';
import { useEffect, useState } from 'react';
import { api, type DataResponse } from '../../../app/api';
import { useSession } from '../../../app/session';
import type { FilterContext } from '../../../components/crud/ListPage';
import { ResourceSelect } from '../../../components/crud/ResourceSelect';
import { resourceKeys } from '../../../components/crud/useResource';
import { PriceInput } from '../../../components/inputs/PriceInput';

/** The address form's pickers (read/create/update_customer); the area resources need read_area. */
const ADDRESS_OPTIONS_API = '/api/admin/customers/address-options';
interface AreaOptions {
  provinces: { id: number; name: string }[];
  cities?: { id: number; name: string }[];
}
const faFilter = (input: string, option?: { label?: unknown }) => faSearchKey(String(option?.label ?? '')).includes(faSearchKey(input));
const num = (v: string | undefined) => (v ? Number(v) : undefined);

function useAddressOptions(provinceId: number | undefined, enabled: boolean) {
  const query = provinceId === undefined ? {} : { province_id: provinceId };
  return useQuery({
    queryKey: resourceKeys.options(ADDRESS_OPTIONS_API, query),
    queryFn: ({ signal }) => api.get<DataResponse<AreaOptions>>(ADDRESS_OPTIONS_API, query, { signal }).then((r) => r.data),
    staleTime: 5 * 60_000,
    enabled,
  });
}

/** Province, then a city of that province; choosing another province drops the city. */
export function AreaFilter({ ctx }: { ctx: FilterContext }) {
  const { can } = useSession();
  const viaCustomers = can('read_customer') || can('create_customer') || can('update_customer');
  const viaAreas = !viaCustomers && can('read_area');
  const provinceId = num(ctx.value('province_id'));
  const cityId = num(ctx.value('city_id'));
  const provinces = useAddressOptions(undefined, viaCustomers);
  const cities = useAddressOptions(provinceId, viaCustomers && provinceId !== undefined);
  if (!viaCustomers && !viaAreas) return null;
  const common = { allowClear: true, className: 'pk-filter-mid' } as const;
  const setProvince = (v: number | undefined) => ctx.set({ province_id: v, city_id: undefined });
  const setCity = (v: number | undefined) => ctx.set({ city_id: v });
  if (viaAreas) {
    return (
      <Space.Compact>
        <ResourceSelect<{ id: number; name: string }> {...common} apiPath="/api/admin/provinces" aria-label={t.province} placeholder={t.allProvinces} value={provinceId} onChange={setProvince} />
        <ResourceSelect<{ id: number; name: string }>
          {...common}
          apiPath="/api/admin/cities"
          query={provinceId ? { province_id: provinceId } : {}}
          disabled={provinceId === undefined}
          aria-label={t.city}
          placeholder={t.allCities}
          value={cityId}
          onChange={setCity}
        />
      </Space.Compact>
    );
  }
  return (
    <Space.Compact>
      <Select
        {...common}
        aria-label={t.province}
        placeholder={t.allProvinces}
        showSearch={{ filterOption: faFilter }}
        loading={provinces.isFetching}
        options={(provinces.data?.provinces ?? []).map((p) => ({ value: p.id, label: p.name }))}
        notFoundContent={provinces.isFetching ? undefined : crudText.empty}
        value={provinceId}
        onChange={setProvince}
      />
      <Select
        {...common}
        aria-label={t.city}
        placeholder={t.allCities}
        disabled={provinceId === undefined}
        showSearch={{ filterOption: faFilter }}
        loading={cities.isFetching}
        options={provinceId === undefined ? [] : (cities.data?.cities ?? []).map((c) => ({ value: c.id, label: c.name }))}
        notFoundContent={cities.isFetching ? undefined : crudText.empty}
        value={cityId}
        onChange={setCity}
      />
    </Space.Compact>
  );
}

/** Total amount range: two price boxes applied on Enter or when leaving the box. */
export function AmountFilter({ ctx, unit }: { ctx: FilterContext; unit: string | undefined }) {
  const urlMin = ctx.value('amount_min');
  const urlMax = ctx.value('amount_max');
  const [min, setMin] = useState<number | null>(urlMin ? Number(urlMin) : null);
  const [max, setMax] = useState<number | null>(urlMax ? Number(urlMax) : null);
  useEffect(() => setMin(urlMin ? Number(urlMin) : null), [urlMin]);
  useEffect(() => setMax(urlMax ? Number(urlMax) : null), [urlMax]);
  const apply = () => {
    if (String(min ?? '') !== (urlMin ?? '') || String(max ?? '') !== (urlMax ?? '')) ctx.set({ amount_min: min ?? undefined, amount_max: max ?? undefined });
  };
  const unitProps = unit ? { unit } : {};
  return (
    <Space.Compact className="pk-price-range">
      <PriceInput {...unitProps} placeholder={t.amountFrom} aria-label={t.amountFrom} value={min} onChange={setMin} onBlur={apply} onPressEnter={apply} />
      <PriceInput {...unitProps} placeholder={t.amountTo} aria-label={t.amountTo} value={max} onChange={setMax} onBlur={apply} onPressEnter={apply} />
    </Space.Compact>
  );
}

/** The payment tracking code, applied on Enter or when leaving the box. */
export function TrackingFilter({ ctx }: { ctx: FilterContext }) {
  const url = ctx.value('tracking_code') ?? '';
  const [v, setV] = useState(url);
  useEffect(() => setV(url), [url]);
  const apply = (next = v) => {
    if (next.trim() !== url) ctx.set({ tracking_code: next.trim() || undefined });
  };
  return (
    <Input
      className="pk-filter-mid"
      dir="ltr"
      allowClear
      placeholder={t.trackingCode}
      aria-label={t.trackingCode}
      value={v}
      onChange={(e) => {
        setV(e.target.value);
        if (e.target.value === '') apply('');
      }}
      onBlur={() => apply()}
      onPressEnter={() => apply()}
    />
  );
}

/** A product of the catalogue (read_product); the list then holds the orders that contain it. */
export function ProductFilter({ ctx }: { ctx: FilterContext }) {
  const { can } = useSession();
  if (!can('read_product')) return null;
  return (
    <ResourceSelect<{ id: number; title: string }>
      className="pk-filter-wide"
      apiPath="/api/admin/products"
      optionLabel={(p) => p.title}
      aria-label={t.product}
      placeholder={t.product}
      value={num(ctx.value('product_id'))}
      onChange={(v: number | undefined) => ctx.set({ product_id: v })}
    />
  );
}
