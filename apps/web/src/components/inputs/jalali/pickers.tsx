import { lazy, Suspense, type CSSProperties } from 'react';
import { fromIso, fromIsoDate, toIso, toIsoDate } from './config';
import type { JalaliCalendarProps, JalaliDatePickerProps, JalaliRangePickerProps } from './pickerPanels';

export type { JalaliCalendarProps, JalaliDatePickerProps, JalaliRangePickerProps } from './pickerPanels';

/**
 * Jalali pickers on antd: `JalaliDatePicker` (date; `showTime` for date-time), `JalaliRangePicker`
 * and `JalaliCalendar` (./pickerPanels). The date picker and its panels weigh about as much as a
 * whole list screen, so they are loaded when a screen first shows one, behind a box of the same
 * size: a screen without a date field does not pay for them, and nothing moves when they arrive.
 * Values are `Date`s read in Asia/Tehran; for forms that hold ISO strings spread
 * `isoInstantItemProps` (timestamps) or `isoDateItemProps` (date-only `yyyy-mm-dd`) on the `Form.Item`:
 *
 *   <Form.Item name="published_at" label={t.publishedAt} {...isoInstantItemProps}>
 *     <JalaliDatePicker showTime />
 *   </Form.Item>
 */

const panels = () => import('./pickerPanels');
const LazyDatePicker = lazy(() => panels().then((m) => ({ default: m.JalaliDatePicker })));
const LazyRangePicker = lazy(() => panels().then((m) => ({ default: m.JalaliRangePicker })));
const LazyCalendar = lazy(() => panels().then((m) => ({ default: m.JalaliCalendar })));

/** The widths antd gives the pickers' text boxes (middle size), so the box does not jump. */
const PLACEHOLDER_WIDTH = { date: 171, dateTime: 219, range: 332, rangeTime: 428 };

/** An empty, inert box the size of the picker while its code loads. */
function PickerPlaceholder({ width, style, className }: { width: number; style?: CSSProperties | undefined; className?: string | undefined }) {
  return (
    <span
      className={['pk-picker-loading', className].filter(Boolean).join(' ')}
      aria-busy="true"
      style={{ inlineSize: width, ...style }}
    />
  );
}

export function JalaliDatePicker(props: JalaliDatePickerProps) {
  const width = props.showTime ? PLACEHOLDER_WIDTH.dateTime : PLACEHOLDER_WIDTH.date;
  return (
    <Suspense fallback={<PickerPlaceholder width={width} style={props.style} className={props.className} />}>
      <LazyDatePicker {...props} />
    </Suspense>
  );
}

export function JalaliRangePicker(props: JalaliRangePickerProps) {
  const width = props.showTime ? PLACEHOLDER_WIDTH.rangeTime : PLACEHOLDER_WIDTH.range;
  return (
    <Suspense fallback={<PickerPlaceholder width={width} style={props.style} className={props.className} />}>
      <LazyRangePicker {...props} />
    </Suspense>
  );
}

export function JalaliCalendar(props: JalaliCalendarProps) {
  return (
    <Suspense fallback={<PickerPlaceholder width={0} style={{ display: 'block', inlineSize: '100%', blockSize: 320, ...props.style }} className={props.className} />}>
      <LazyCalendar {...props} />
    </Suspense>
  );
}

/* ------------------------------------------------ Form.Item adapters */

/** A timestamp field (ISO-8601 UTC string in the form) edited with a Jalali picker. */
export const isoInstantItemProps = {
  getValueProps: (v: unknown) => ({ value: typeof v === 'string' ? fromIso(v) : v instanceof Date ? v : null }),
  normalize: (d: Date | null | undefined) => toIso(d ?? null),
};

/** A date-only field (`yyyy-mm-dd`, Tehran's day) edited with a Jalali picker. */
export const isoDateItemProps = {
  getValueProps: (v: unknown) => ({ value: typeof v === 'string' ? fromIsoDate(v) : v instanceof Date ? v : null }),
  normalize: (d: Date | null | undefined) => toIsoDate(d ?? null),
};

/** A range of timestamps (`[from, to]` ISO strings in the form). */
export const isoRangeItemProps = {
  getValueProps: (v: unknown) => ({
    value: Array.isArray(v) ? [fromIso(v[0] as string | null), fromIso(v[1] as string | null)] : null,
  }),
  normalize: (r: [Date | null, Date | null] | null | undefined) => (r ? [toIso(r[0]), toIso(r[1])] : null),
};
