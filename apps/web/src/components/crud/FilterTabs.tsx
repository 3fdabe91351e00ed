import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { formatNumber } from '../../app/format';
import type { ListParams } from './useListParams';

export interface FilterTabsProps {
  /** `count`: a number beside the label (a status's rows), none while unknown. */
  items: { key: string; label: ReactNode; count?: number | undefined }[];
  activeKey: string;
  onChange: (key: string) => void;
  className?: string;
}

/**
 * A row of tabs that filters a list (by status, with counts): one chosen at a time, the list below
 * follows. Drawn like antd's Tabs (styles/global.css, `.pk-filter-tabs`) without its code (the tab
 * list, overflow menu and dropdown, a tenth of a screen's budget); a long row scrolls sideways.
 * Keyboard as a tab list: arrows move and choose (the start arrow in right-to-left), Home and End.
 */
export function FilterTabs({ items, activeKey, onChange, className }: FilterTabsProps) {
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const at = items.findIndex((i) => i.key === activeKey);
    const rtl = getComputedStyle(e.currentTarget).direction === 'rtl';
    const step = { ArrowLeft: rtl ? 1 : -1, ArrowRight: rtl ? -1 : 1 }[e.key as 'ArrowLeft' | 'ArrowRight'];
    const next = e.key === 'Home' ? 0 : e.key === 'End' ? items.length - 1 : step ? (at + step + items.length) % items.length : -1;
    if (next < 0) return;
    e.preventDefault();
    onChange(items[next]!.key);
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };
  return (
    <div ref={list} role="tablist" className={['pk-filter-tabs', className].filter(Boolean).join(' ')} onKeyDown={onKeyDown}>
      {items.map((i) => {
        const active = i.key === activeKey;
        return (
          <button
            key={i.key}
            type="button"
            role="tab"
            aria-selected={active}
            tabIndex={active ? 0 : -1}
            className={`pk-filter-tab${active ? ' pk-filter-tab--active' : ''}`}
            onClick={() => (active ? undefined : onChange(i.key))}
          >
            {i.label}
            {i.count !== undefined ? <span className="pk-filter-tab-count">{formatNumber(i.count)}</span> : null}
          </button>
        );
      })}
    </div>
  );
}

/**
 * A list's status tabs: «all», then each status, each with its count when known; choosing one sets
 * `status` in the list's address (none for «all»).
 */
export function StatusFilterTabs({ params, allLabel, allCount, statuses, counts }: {
  params: ListParams;
  allLabel: string;
  allCount: number | undefined;
  statuses: readonly { key: string; label: string }[];
  counts: Partial<Record<string, number>> | undefined;
}) {
  return (
    <FilterTabs
      className="pk-status-tabs"
      activeKey={params.filters.status ?? 'all'}
      onChange={(k) => params.set({ status: k === 'all' ? undefined : k })}
      items={[{ key: 'all', label: allLabel, count: allCount }, ...statuses.map((s) => ({ key: s.key, label: s.label, count: counts?.[s.key] }))]}
    />
  );
}
