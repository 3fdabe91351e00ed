import { Calendar, DatePicker } from 'antd';
import faIRPickerLocale from 'antd/es/date-picker/locale/fa_IR';
import type { PickerLocale } from 'antd/es/date-picker/generatePicker';
import * as React from 'react';
import { toPersianDigits } from '@pishkhan/common/text';
import { jalaliText } from '@pishkhan/common/i18n/fa/inputs';
import { jalaliGenerateConfig, MONTH_NAMES, WEEKDAY_NARROW } from './config';

/**
 * The Jalali pickers themselves (antd's date picker and calendar on a Jalali calendar), loaded by
 * `./pickers` when a screen first shows one. Jalali pickers on antd: `JalaliDatePicker` (date; `showTime` for date-time),
 * `JalaliRangePicker` and `JalaliCalendar`. Values are `Date`s read in Asia/Tehran; for forms
 * that hold ISO strings spread `isoInstantItemProps` (timestamps) or `isoDateItemProps`
 * (date-only `yyyy-mm-dd`) on the `Form.Item`:
 *
 *   <Form.Item name="published_at" label={t.publishedAt} {...isoInstantItemProps}>
 *     <JalaliDatePicker showTime />
 *   </Form.Item>
 *
 * Digits: the cells of the panels are rendered with Persian digits; the text box keeps ASCII
 * digits (typing either works) and shows Persian ones through Vazirmatn's `ss01` feature.
 */

/** antd's fa_IR picker locale with Jalali formats and the corrected short names. */
export const jalaliPickerLocale: PickerLocale = {
  ...faIRPickerLocale,
  lang: {
    ...faIRPickerLocale.lang,
    ok: jalaliText.ok,
    shortWeekDays: [...WEEKDAY_NARROW],
    shortMonths: [...MONTH_NAMES],
    fieldDateFormat: 'YYYY/MM/DD',
    fieldDateTimeFormat: 'YYYY/MM/DD HH:mm',
    fieldTimeFormat: 'HH:mm',
    fieldMonthFormat: 'YYYY/MM',
    fieldYearFormat: 'YYYY',
    yearFormat: 'YYYY',
    cellDateFormat: 'D',
    monthBeforeYear: true,
  },
  timePickerLocale: { ...faIRPickerLocale.timePickerLocale },
};

/** Persian digits for every text inside a panel cell. */
export function persianDigitsNode(node: React.ReactNode): React.ReactNode {
  if (typeof node === 'string' || typeof node === 'number') return toPersianDigits(node);
  if (Array.isArray(node)) return React.Children.map(node, persianDigitsNode);
  if (React.isValidElement<{ children?: React.ReactNode }>(node)) {
    const { children } = node.props;
    if (children === undefined || children === null) return node;
    return React.cloneElement(node, undefined, ...(Array.isArray(children) ? (React.Children.map(children, persianDigitsNode) ?? []) : [persianDigitsNode(children)]));
  }
  return node;
}

const persianDigitsStyle: React.CSSProperties = { fontFeatureSettings: '"ss01"' };

/** Adds the Persian-digit font feature to the popup, keeping the caller's semantic styles. */
function withPopupDigits<S>(styles: S): S {
  if (typeof styles === 'function') return styles;
  const s = (styles ?? {}) as { popup?: { root?: React.CSSProperties } };
  return { ...s, popup: { ...s.popup, root: { ...persianDigitsStyle, ...s.popup?.root } } } as S;
}

const BasePicker = DatePicker.generatePicker<Date>(jalaliGenerateConfig);
const BaseRangePicker = BasePicker.RangePicker;
const BaseCalendar = Calendar.generateCalendar<Date>(jalaliGenerateConfig);

type BasePickerProps = React.ComponentProps<typeof BasePicker>;
export type JalaliDatePickerProps = BasePickerProps;
export type JalaliRangePickerProps = React.ComponentProps<typeof BaseRangePicker>;
export type JalaliCalendarProps = React.ComponentProps<typeof BaseCalendar>;

type CellRender = NonNullable<BasePickerProps['cellRender']>;
const defaultCellRender: CellRender = (_current, info) => persianDigitsNode(info.originNode);

export function JalaliDatePicker(props: JalaliDatePickerProps) {
  const { style, styles, cellRender, ...rest } = props;
  return (
    <BasePicker
      locale={jalaliPickerLocale}
      cellRender={cellRender ?? defaultCellRender}
      style={{ ...persianDigitsStyle, ...style }}
      styles={withPopupDigits(styles)}
      {...rest}
    />
  );
}

export function JalaliRangePicker(props: JalaliRangePickerProps) {
  const { style, styles, cellRender, ...rest } = props;
  return (
    <BaseRangePicker
      locale={jalaliPickerLocale}
      cellRender={cellRender ?? defaultCellRender}
      style={{ ...persianDigitsStyle, ...style }}
      styles={withPopupDigits(styles)}
      {...rest}
    />
  );
}

export function JalaliCalendar(props: JalaliCalendarProps) {
  const { style, ...rest } = props;
  return <BaseCalendar locale={jalaliPickerLocale} style={{ ...persianDigitsStyle, ...style }} {...rest} />;
}
