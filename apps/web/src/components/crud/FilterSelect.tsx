import type { CSSProperties } from 'react';

export interface FilterSelectProps {
  /** The filter's name: the accessible name of the box and the text it shows while nothing is chosen. */
  label: string;
  value: string | undefined;
  options: { value: string; label: string }[];
  /** The chosen value, or undefined when the admin goes back to the label (no filter). */
  onChange: (value: string | undefined) => void;
  /** Least inline size in px (default 150). */
  width?: number;
  className?: string;
  style?: CSSProperties;
}

/**
 * A list toolbar's choice of one value (a status, a type): the browser's own select, drawn like the
 * other toolbar boxes. Its first line is the filter's name and means "no filter". It weighs next to
 * nothing, where antd's Select brought a fifth of a screen's budget to every list; keyboard, screen
 * readers and right-to-left come from the browser.
 */
export function FilterSelect({ label, value, options, onChange, width = 150, className, style }: FilterSelectProps) {
  const chosen = value ?? '';
  return (
    <select
      className={['pk-filter-select', chosen ? '' : 'pk-filter-select--empty', className].filter(Boolean).join(' ')}
      style={{ minInlineSize: width, ...style }}
      aria-label={label}
      value={chosen}
      onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
    >
      <option value="">{label}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
