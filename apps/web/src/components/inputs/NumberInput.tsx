import { Input, type InputProps, type InputRef } from 'antd';
import * as React from 'react';
import { caretAfter, formatNumberText, numberToText, parseNumberText, significant, type NumberFormat } from './numberText';

/** The attribute every number box carries: tests and styles find the app's number fields by it. */
export const NUMBER_INPUT_ATTR = 'data-number-input';

export interface NumberInputProps extends Omit<InputProps, 'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max'> {
  /** The number, or null when empty (a numeric string, with Persian digits too, is accepted). */
  value?: number | string | null;
  /** Called with the number, or null when the box holds no digit: never a made-up 0. */
  onChange?: (value: number | null) => void;
  /** Digits after the decimal point; 0 (the default) makes an integer box. */
  decimals?: number;
  /** A comma every three digits (default true). */
  grouping?: boolean;
  /** Lowest value; below zero lets a minus sign in. Out-of-range values are shown in red, never changed. */
  min?: number;
  /** Highest value. */
  max?: number;
  /** Shown after the number (a unit, "%"). */
  unit?: React.ReactNode;
  /** Longest integer part accepted, in digits (15 keeps it a safe integer). */
  maxDigits?: number;
}

/**
 * The app's one number box (spec §5): Persian (۰–۹) and Arabic (٠–٩) digits and the
 * thousands separators ، ٬ , are read while typing and pasting; anything else is dropped, so
 * unreadable text leaves the box empty (null) and never becomes 0. The box shows Persian
 * digits (the font's ss01) grouped by three; the form gets a number. Left-to-right island;
 * the caret stays after the same digit while commas move.
 */
export const NumberInput = React.forwardRef<InputRef, NumberInputProps>(function NumberInput(
  { value, onChange, decimals = 0, grouping = true, min, max, unit, maxDigits = 15, style, styles, onKeyDown, status, ...rest },
  ref,
) {
  const f: NumberFormat = { decimals, grouping, negative: min !== undefined && min < 0 };
  const inputRef = React.useRef<InputRef>(null);
  React.useImperativeHandle(ref, () => inputRef.current as InputRef);
  const [text, setText] = React.useState(() => numberToText(value, f));
  const caret = React.useRef<number | null>(null);
  const [, rerender] = React.useReducer((x: number) => x + 1, 0);

  // Follow outside changes of the value (form reset, loaded record).
  React.useEffect(() => {
    const incoming = value === undefined || value === '' || value === null ? null : parseNumberText(String(value), f);
    setText((cur) => (parseNumberText(cur, f) === incoming ? cur : numberToText(incoming, f)));
  }, [value, decimals, grouping]);

  React.useLayoutEffect(() => {
    const el = inputRef.current?.input;
    if (caret.current !== null && el && document.activeElement === el) el.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  const handleChange = (e: React.ChangeEvent<HTMLInputElement>) => {
    const raw = e.target.value;
    const pos = e.target.selectionStart ?? raw.length;
    let next = formatNumberText(raw, f);
    let n = significant(formatNumberText(raw.slice(0, pos), f));
    const intDigits = next.replace(/^-/, '').split('.')[0]!.replace(/,/g, '').length;
    if (intDigits > maxDigits) {
      next = text; // too long: refuse the keystroke
      n = Math.max(0, n - 1);
    }
    caret.current = caretAfter(next, n);
    setText(next);
    rerender(); // also when the text did not change (a letter typed), to put the caret back
    const num = parseNumberText(next, f);
    if (num !== parseNumberText(text, f)) onChange?.(num);
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

  const num = parseNumberText(text, f);
  const outOfRange = num !== null && ((min !== undefined && num < min) || (max !== undefined && num > max));

  return (
    <Input
      ref={inputRef}
      dir="ltr"
      inputMode={decimals > 0 ? 'decimal' : 'numeric'}
      autoComplete="off"
      {...rest}
      {...{ [NUMBER_INPUT_ATTR]: decimals > 0 ? 'decimal' : 'integer' }}
      {...(outOfRange ? { status: 'error' as const, 'aria-invalid': true } : status ? { status } : {})}
      style={{ fontFeatureSettings: '"ss01"', ...style }}
      // The box itself has dir="ltr", which global.css gives `font-feature-settings: normal`: draw its digits Persian too.
      styles={{ ...styles, input: { fontFeatureSettings: '"ss01"', ...(typeof styles === 'object' ? styles?.input : {}) } }}
      value={text}
      onChange={handleChange}
      onKeyDown={handleKeyDown}
      {...(unit !== undefined && unit !== null ? { suffix: unit } : {})}
    />
  );
});
