import { linkText } from '@pishkhan/common/i18n/fa/links';
import { LINK_TYPE_RULES, LINK_TYPES, linkIndexLabel, linkTypeLabel, type LinkType, type PresentedLink } from '@pishkhan/common/links';
import { useQuery } from '@tanstack/react-query';
import { Flex, Input } from 'antd';
import { useEffect, useState } from 'react';
import { api } from '../../app/api';
import { useCan } from '../../app/session';
import { LazySelect as Select } from './LazySelect';

export const LINK_SEARCH_API = '/api/admin/links/search';
const INDEX = 'index';

export interface LinkPickerProps {
  value?: PresentedLink | null;
  onChange?: (v: PresentedLink | null) => void;
  disabled?: boolean;
  /** The field's label (the inputs' accessible names). */
  label?: string;
}

/**
 * The one link field of the admin (slides, later menu items and banners): choose what the link
 * is — a free address or a type — then the target, searched by its Persian name on the server
 * (`GET /api/admin/links/search`), or the type's index page where it has one. A type whose rows
 * the admin may not read offers only its index page. Editing shows the chosen target's name.
 */
export function LinkPicker({ value, onChange, disabled, label }: LinkPickerProps) {
  const can = useCan();
  const kind: string | undefined = value?.url != null ? 'url' : (value?.type ?? undefined);
  const [search, setSearch] = useState('');
  // The search goes out once the text has rested 300 ms.
  const [q, setQ] = useState('');
  useEffect(() => {
    const h = setTimeout(() => setQ(search.trim()), 300);
    return () => clearTimeout(h);
  }, [search]);
  const type = value?.type ?? null;
  const rules = type ? LINK_TYPE_RULES[type] : null;
  const searchable = !!rules?.show && !!rules.permission && can(`read_${rules.permission}`);
  const found = useQuery({
    queryKey: [LINK_SEARCH_API, type, q],
    queryFn: ({ signal }) => api.get<{ data: { id: number; title: string }[] }>(LINK_SEARCH_API, { type: type!, q: q || undefined }, { signal }),
    enabled: searchable && !disabled,
    staleTime: 60_000,
  });

  const kinds = [
    { value: 'url', label: linkText.url },
    ...LINK_TYPES.map((t) => {
      const r = LINK_TYPE_RULES[t];
      const readable = !!r.show && !!r.permission && can(`read_${r.permission}`);
      return { value: t, label: linkTypeLabel(t), disabled: !r.index && !readable };
    }),
  ];
  const pickKind = (k: string | undefined) => {
    setSearch('');
    if (!k) return onChange?.(null);
    if (k === 'url') return onChange?.({ url: '' });
    const t = k as LinkType;
    // A type with an index page starts there; one without waits for its target.
    onChange?.(LINK_TYPE_RULES[t].index ? { type: t } : { type: t, id: null });
  };

  const rows = found.data?.data ?? [];
  const options = [
    ...(rules?.index ? [{ value: INDEX, label: linkIndexLabel(type!) }] : []),
    // The chosen target stays named while the search shows other rows.
    ...(value?.id != null && !rows.some((r) => r.id === value.id) ? [{ value: value.id, label: value.title ?? (value.broken ? linkText.broken : String(value.id)) }] : []),
    ...rows.map((r) => ({ value: r.id, label: r.title })),
  ];
  const target = value?.id != null ? value.id : type && rules?.index ? INDEX : undefined;

  return (
    <Flex gap={8} wrap className="pk-link-picker">
      <Select
        aria-label={label ? `${label}: ${linkText.kind}` : linkText.kind}
        value={kind}
        onChange={pickKind}
        options={kinds}
        allowClear
        placeholder={linkText.none}
        disabled={disabled}
        style={{ flex: '1 1 170px' }}
      />
      {kind === 'url' && (
        <Input
          aria-label={label ?? linkText.url}
          dir="ltr"
          value={value?.url ?? ''}
          placeholder={linkText.urlPlaceholder}
          maxLength={500}
          disabled={disabled}
          onChange={(e) => onChange?.({ url: e.target.value })}
          style={{ flex: '2 1 220px' }}
        />
      )}
      {type && (rules?.show || rules?.index) && (
        <Select
          aria-label={label ? `${label}: ${linkText.target}` : linkText.target}
          value={target}
          showSearch={searchable ? { filterOption: false, onSearch: setSearch } : false}
          options={options}
          loading={found.isFetching}
          notFoundContent={linkText.noTarget}
          placeholder={searchable ? linkText.searchTarget(linkTypeLabel(type)) : linkIndexLabel(type)}
          disabled={disabled || (!searchable && !rules?.show)}
          onChange={(v: number | string) => {
            if (v === INDEX) return onChange?.({ type });
            const row = rows.find((r) => r.id === v);
            onChange?.({ type, id: Number(v), title: row?.title ?? value?.title ?? null });
          }}
          style={{ flex: '2 1 220px' }}
        />
      )}
    </Flex>
  );
}
