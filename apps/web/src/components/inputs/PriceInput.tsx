import { Input, type InputProps, type InputRef } from 'antd';
import * as React from 'react';
import { formatPriceInput, parsePrice } from '@pishkhan/common/text';
import { priceText } from '@pishkhan/common/i18n/fa/inputs';

export interface PriceInputProps extends Omit<InputProps, 'value' | 'defaultValue' | 'onChange' | 'type'> {
  /** The amount: an integer, or null when empty (a numeric string is accepted too). */
  value?: number | string | null;
  /** Called with the integer amount, or null when the box is empty. */
  onChange?: (value: number | null) => void;
  /** Unit label shown as suffix; defaults to the catalogue's Toman label. Pass the shop's unit from settings. */
  unit?: React.ReactNode;
  /** Longest amount accepted, in digits (15 keeps it a safe integer). */
  maxDigits?: number;
}

/** Caret position in `formatted` just after its `n`-th digit. */
function caretAfterDigits(formatted: string, n: number): number {
  if (n <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    if (/\d/.test(formatted[i]!)) seen++;
    if (seen === n) return i + 1;
  }
  return formatted.length;
}

/**
 * Price box (spec §5): Persian/Arabic digits become ASCII, every non-digit is stripped and a
 * comma is put every three digits; the box shows "1,250,000" while the form gets 1250000
 * (null when empty). Left-to-right island with the unit as suffix; the caret stays after the
 * same digit while commas move.
 */
export const PriceInput = React.forwardRef<InputRef, PriceInputProps>(function PriceInput(
  { value, onChange, unit = priceText.defaultUnit, maxDigits = 15, style, onKeyDown, ...rest },
  ref,
) {
  const inputRef = React.useRef<InputRef>(null);
  React.useImperativeHandle(ref, () => inputRef.current as InputRef);
  const [text, setText] = React.useState(() => formatPriceInput(value));
  const caret = React.useRef<number | null>(null);
  const [, rerender] = React.useReducer((x: number) => x + 1, 0);

  // Follow outside changes of the value (form reset, loaded record).
  React.useEffect(() => {
    const incoming = value === undefined || value === '' ? null : parsePrice(value);
    setText((cur) => (parsePrice(cur) === incoming ? cur : formatPriceInput(incoming)));
  }, [value]);

  React.useLayoutEffect(() => {
    const el = inputRef.current?.input;
    if (caret.current !== null && el && document.activeElement === el) {
      el.setSelectionRange(caret.current, caret.current);
    }
    caret.current = null;
  });

  const handleChange = (e: React.ChangeEvent<HTMLInputElement>) => {
    const raw = e.target.value;
    const pos = e.target.selectionStart ?? raw.length;
    let next = formatPriceInput(raw);
    let n = formatPriceInput(raw.slice(0, pos)).replace(/,/g, '').length;
    if (next.replace(/,/g, '').length > maxDigits) {
      next = text; // too long: refuse the keystroke
      n = Math.max(0, n - 1);
    }
    caret.current = caretAfterDigits(next, n);
    setText(next);
    rerender(); // also when the text did not change (a letter typed), to put the caret back
    const amount = parsePrice(next);
    if (amount !== parsePrice(text)) onChange?.(amount);
  };

  // Backspace just after a comma (or Delete just before one) removes the digit beyond it.
  const handleKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    const el = e.currentTarget;
    const { selectionStart: s, selectionEnd: t, value: v } = el;
    if (s !== null && s === t) {
      if (e.key === 'Backspace' && s > 0 && v[s - 1] === ',') el.setSelectionRange(s - 1, s - 1);
      if (e.key === 'Delete' && v[s] === ',') el.setSelectionRange(s + 1, s + 1);
    }
    onKeyDown?.(e);
  };

  return (
    <Input
      ref={inputRef}
      dir="ltr"
      inputMode="numeric"
      autoComplete="off"
      {...rest}
      style={{ fontFeatureSettings: '"ss01"', ...style }}
      // The box itself has dir="ltr", which global.css gives `font-feature-settings: normal`: draw its digits Persian too.
      styles={{ input: { fontFeatureSettings: '"ss01"' } }}
      value={text}
      onChange={handleChange}
      onKeyDown={handleKeyDown}
      suffix={unit}
    />
  );
});
