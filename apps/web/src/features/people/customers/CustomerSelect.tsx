import { transactionText as t } from '@pishkhan/common/i18n/fa/people-screens';
import { crudText } from '@pishkhan/common/i18n/fa/ui';
import { useQuery } from '@tanstack/react-query';
import type { SelectProps } from 'antd';
import { LazySelect as Select } from '../../../components/inputs/LazySelect';
import { useState } from 'react';
import { api, type DataResponse } from '../../../app/api';
import { useCan } from '../../../app/session';
import type { ListFilter } from '../../../components/crud';
import { useDebounced } from '../../../components/crud/useDebounced';
import { resourceKeys, useResourceItem } from '../../../components/crud/useResource';
import { CUSTOMER_SEARCH_API, CUSTOMERS_API, customerName, type Customer, type CustomerOption } from './customer.api';

export const customerOptionLabel = (c: { full_name: string | null; mobile: string }) => (c.full_name?.trim() ? `${c.full_name} — ${c.mobile}` : c.mobile);

export interface CustomerSelectProps extends Omit<SelectProps<number>, 'options' | 'showSearch' | 'loading' | 'mode'> {
  value?: number | null;
  onChange?: (id: number | undefined) => void;
}

/**
 * Picks a customer by name, mobile or national code (`GET /customers/search?q=`, Persian or Latin
 * digits). A chosen id that is not among the loaded options (a filter read from the URL) is
 * labelled from `GET /customers/:id` when the admin may read customers.
 */
export function CustomerSelect({ value, onChange, placeholder, ...rest }: CustomerSelectProps) {
  const can = useCan();
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), 300);
  const res = useQuery({
    queryKey: resourceKeys.options(CUSTOMER_SEARCH_API, { q }),
    queryFn: ({ signal }) => api.get<DataResponse<CustomerOption[]>>(CUSTOMER_SEARCH_API, { q: q || undefined }, { signal }),
    staleTime: 30_000,
  });
  const found = (res.data?.data ?? []).map((c) => ({ value: c.id, label: customerOptionLabel(c) }));
  const missing = value !== undefined && value !== null && !found.some((o) => o.value === value);
  const current = useResourceItem<Customer>(CUSTOMERS_API, missing && can('read_customer') ? value : null);
  const options = missing ? [{ value: value, label: current.data ? customerOptionLabel(current.data) : customerName(null) || String(value) }, ...found] : found;
  return (
    <Select
      allowClear
      placeholder={placeholder ?? t.customerSearch}
      loading={res.isFetching}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      options={options}
      notFoundContent={res.isFetching ? undefined : crudText.empty}
      value={value ?? undefined}
      onChange={(v) => onChange?.(v ?? undefined)}
      {...rest}
    />
  );
}

/** The «customer» filter of a list (`customer_id` in the URL), shared by orders, sales and wallet lists. */
export const customerFilter: ListFilter = {
  name: 'customer_id',
  render: (ctx) => (
    <CustomerSelect
      aria-label={t.customer}
      placeholder={t.allCustomers}
      style={{ minInlineSize: 220 }}
      value={ctx.value('customer_id') ? Number(ctx.value('customer_id')) : undefined}
      onChange={(v) => ctx.set({ customer_id: v })}
    />
  ),
};
