import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider, Form } from 'antd';
import faIR from 'antd/locale/fa_IR';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  formatJalali,
  fromIso,
  fromIsoDate,
  fromJalaliParts,
  isoDateItemProps,
  jalaliGenerateConfig as cfg,
  JalaliDatePicker as LazyJalaliDatePicker,
  JalaliRangePicker as LazyJalaliRangePicker,
  MONTH_NAMES,
  parseJalali,
  toIso,
  toIsoDate,
  toJalaliParts,
  WEEKDAY_NARROW,
} from './index';
import { JalaliCalendar, JalaliDatePicker, JalaliRangePicker } from './pickerPanels';

const wrap = (ui: React.ReactNode) => <ConfigProvider direction="rtl" locale={faIR}>{ui}</ConfigProvider>;

describe('jalali generateConfig', () => {
  it('2025-11-21 shows 1404/08/30 in Tehran, from any instant of that Tehran day', () => {
    for (const iso of ['2025-11-20T20:30:00Z', '2025-11-21T00:00:00Z', '2025-11-21T20:29:59Z']) {
      expect(cfg.locale.format('fa_IR', new Date(iso), 'YYYY/MM/DD')).toBe('1404/08/30');
    }
    // 20:30Z on the 21st is already the 22nd (1 Azar) in Tehran
    expect(cfg.locale.format('fa_IR', new Date('2025-11-21T20:30:00Z'), 'YYYY/MM/DD')).toBe('1404/09/01');
    const d = new Date('2025-11-21T08:00:00Z');
    expect([cfg.getYear(d), cfg.getMonth(d), cfg.getDate(d), cfg.getWeekDay(d)]).toEqual([1404, 7, 30, 5]);
  });

  it('parses 1404/08/30 (ASCII or Persian digits) to Tehran midnight of 2025-11-21, strictly', () => {
    const d = cfg.locale.parse('fa_IR', '1404/08/30', ['YYYY/MM/DD']);
    expect(toIso(d)).toBe('2025-11-20T20:30:00.000Z');
    expect(cfg.locale.parse('fa_IR', '۱۴۰۴/۰۸/۳۰', ['YYYY/MM/DD'])?.getTime()).toBe(d?.getTime());
    expect(cfg.locale.parse('fa_IR', '1404/8/30', ['YYYY/MM/DD'])).toBeNull();
    expect(cfg.locale.parse('fa_IR', '1404/12/30', ['YYYY/MM/DD'])).toBeNull(); // 1404 is not a leap year
    expect(parseJalali('1403/12/30', 'YYYY/MM/DD')).not.toBeNull(); // 1403 is
    expect(toIso(cfg.locale.parse('fa_IR', '1404/08/30 14:05', ['YYYY/MM/DD HH:mm']))).toBe('2025-11-21T10:35:00.000Z');
  });

  it('weeks start on Saturday; Aban 1404 begins on a Thursday', () => {
    expect(cfg.locale.getWeekFirstDay('fa_IR')).toBe(6);
    const aban1 = cfg.setDate(new Date('2025-11-21T08:00:00Z'), 1);
    expect(toIsoDate(aban1)).toBe('2025-10-23');
    expect(cfg.getWeekDay(aban1)).toBe(4);
    expect(toIsoDate(cfg.locale.getWeekFirstDate('fa_IR', aban1))).toBe('2025-10-18'); // Saturday 1404/07/26
    expect(toIsoDate(cfg.getEndDate(aban1))).toBe('2025-11-21');
  });

  it('short names are the full month names and the one-letter weekday row', () => {
    expect(MONTH_NAMES).toEqual(['فروردین', 'اردیبهشت', 'خرداد', 'تیر', 'مرداد', 'شهریور', 'مهر', 'آبان', 'آذر', 'دی', 'بهمن', 'اسفند']);
    expect(WEEKDAY_NARROW).toEqual(['ی', 'د', 'س', 'چ', 'پ', 'ج', 'ش']);
    expect(cfg.locale.format('fa_IR', new Date('2025-11-21T08:00:00Z'), 'MMM')).toBe('آبان');
    expect(cfg.locale.getShortMonths!('fa_IR')[7]).toBe('آبان');
  });

  it('month arithmetic clamps to the month length and keeps Tehran time', () => {
    const d = fromJalaliParts(1404, 6, 31)!;
    expect(toJalaliParts(cfg.addMonth(d, 1))).toEqual({ year: 1404, month: 7, day: 30 });
    const t = cfg.setMinute(cfg.setHour(fromJalaliParts(1404, 8, 30)!, 14), 5);
    expect(toIso(t)).toBe('2025-11-21T10:35:00.000Z');
  });
});

describe('ISO helpers', () => {
  it('1404/08/30 ↔ 2025-11-21', () => {
    expect(toIsoDate(fromJalaliParts(1404, 8, 30))).toBe('2025-11-21');
    expect(toJalaliParts(fromIsoDate('2025-11-21')!)).toEqual({ year: 1404, month: 8, day: 30 });
    expect(toIso(fromIsoDate('2025-11-21'))).toBe('2025-11-20T20:30:00.000Z');
    expect(toIso(fromIso('2025-11-21T10:35:00Z'))).toBe('2025-11-21T10:35:00.000Z');
    expect(fromIso('nonsense')).toBeNull();
    expect(fromIsoDate('')).toBeNull();
    expect(fromJalaliParts(1404, 12, 30)).toBeNull();
  });
});

describe('formatJalali', () => {
  it('formats in Asia/Tehran with Persian digits', () => {
    expect(formatJalali('2025-11-21T10:35:00Z')).toBe('۱۴۰۴/۰۸/۳۰');
    expect(formatJalali('2025-11-21T10:35:00Z', 'datetime')).toBe('۱۴۰۴/۰۸/۳۰ ۱۴:۰۵');
    expect(formatJalali(new Date('2025-03-20T20:31:00Z'), 'datetime')).toBe('۱۴۰۴/۰۱/۰۱ ۰۰:۰۱');
    expect(formatJalali(Date.parse('2025-03-20T20:29:00Z'))).toBe('۱۴۰۳/۱۲/۳۰');
    expect(formatJalali(null)).toBe('');
    expect(formatJalali('not a date')).toBe('');
  });
});

describe('JalaliDatePicker', () => {
  it('shows the value as 1404/08/30 and the Aban grid starting on Thursday 1, Saturday first', () => {
    render(wrap(<JalaliDatePicker value={new Date('2025-11-21T08:00:00Z')} open />));
    expect(screen.getByRole('textbox')).toHaveValue('1404/08/30');
    // the box keeps ASCII digits and shows Persian ones with Vazirmatn's ss01, as does the popup
    expect((document.querySelector('.ant-picker') as HTMLElement).style.fontFeatureSettings).toBe('"ss01"');
    expect((document.querySelector('.ant-picker-dropdown') as HTMLElement).style.fontFeatureSettings).toBe('"ss01"');
    const panel = document.querySelector('.ant-picker-date-panel') as HTMLElement;
    expect(panel.querySelector('.ant-picker-month-btn')).toHaveTextContent('آبان');
    expect(panel.querySelector('.ant-picker-year-btn')).toHaveTextContent('1404');
    const head = [...panel.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(head).toEqual(['ش', 'ی', 'د', 'س', 'چ', 'پ', 'ج']);
    const firstRow = [...panel.querySelectorAll('tbody tr')][0]!;
    const cells = [...firstRow.querySelectorAll('td')];
    // Sat 26 Mehr … Wed 30 Mehr, then Thu 1 Aban (column 6) and Fri 2 Aban
    expect(cells.map((c) => c.textContent)).toEqual(['۲۶', '۲۷', '۲۸', '۲۹', '۳۰', '۱', '۲']);
    expect(cells[5]).toHaveClass('ant-picker-cell-in-view');
    expect(cells[4]).not.toHaveClass('ant-picker-cell-in-view');
    expect(cells[5]).toHaveAttribute('title', '1404/08/01');
    const selected = panel.querySelector('.ant-picker-cell-selected');
    expect(selected).toHaveTextContent('۳۰');
    expect(selected).toHaveAttribute('title', '1404/08/30');
  });

  it('picking a day gives Tehran midnight of that day, whatever the browser zone', async () => {
    const onChange = vi.fn();
    render(wrap(<JalaliDatePicker defaultPickerValue={new Date('2025-11-21T08:00:00Z')} open onChange={onChange} />));
    await userEvent.click(screen.getByTitle('1404/08/30'));
    expect(onChange).toHaveBeenCalledTimes(1);
    const d = onChange.mock.calls[0]![0] as Date;
    expect(toIso(d)).toBe('2025-11-20T20:30:00.000Z');
    expect(onChange.mock.calls[0]![1]).toBe('1404/08/30');
  });

  it('accepts a typed date with Persian digits', async () => {
    const onChange = vi.fn();
    render(wrap(<JalaliDatePicker onChange={onChange} />));
    const box = screen.getByRole('textbox');
    await userEvent.click(box);
    await userEvent.type(box, '۱۴۰۴/۰۸/۳۰{Enter}');
    expect(onChange).toHaveBeenCalled();
    expect(toIsoDate(onChange.mock.calls.at(-1)![0] as Date)).toBe('2025-11-21');
  });

  it('showTime edits date and time (HH:mm) with Persian digits in the time columns', () => {
    render(wrap(<JalaliDatePicker showTime value={fromIso('2025-11-21T10:35:00Z')} open />));
    expect(screen.getByRole('textbox')).toHaveValue('1404/08/30 14:05');
    const columns = document.querySelectorAll('.ant-picker-time-panel-column');
    expect(columns).toHaveLength(2);
    expect(columns[0]!.querySelector('.ant-picker-time-panel-cell-selected')).toHaveTextContent('۱۴');
    expect(columns[1]!.querySelector('.ant-picker-time-panel-cell-selected')).toHaveTextContent('۰۵');
  });

  it('works in a Form with an ISO date-only value', async () => {
    const onFinish = vi.fn();
    function F() {
      const [form] = Form.useForm();
      return (
        <Form form={form} initialValues={{ day: '2025-11-21' }} onFinish={onFinish}>
          <Form.Item name="day" {...isoDateItemProps}>
            <JalaliDatePicker />
          </Form.Item>
          <button type="submit">ok</button>
        </Form>
      );
    }
    render(wrap(<F />));
    expect(screen.getByRole('textbox')).toHaveValue('1404/08/30');
    await userEvent.click(screen.getByText('ok'));
    await vi.waitFor(() => expect(onFinish).toHaveBeenCalledWith({ day: '2025-11-21' }));
  });
});

describe('JalaliRangePicker and JalaliCalendar', () => {
  it('range picker shows both ends in Jalali', () => {
    render(wrap(<JalaliRangePicker value={[fromIsoDate('2025-03-21'), fromIsoDate('2025-11-21')]} />));
    const boxes = screen.getAllByRole('textbox');
    expect(boxes.map((b) => (b as HTMLInputElement).value)).toEqual(['1404/01/01', '1404/08/30']);
  });

  it('calendar shows the Jalali month with Saturday first', () => {
    function C() {
      const [v, setV] = useState<Date>(fromIsoDate('2025-11-21')!);
      return <JalaliCalendar value={v} onChange={setV} fullscreen={false} />;
    }
    render(wrap(<C />));
    const table = document.querySelector('.ant-picker-content') as HTMLElement;
    expect([...table.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['ش', 'ی', 'د', 'س', 'چ', 'پ', 'ج']);
    const selected = table.querySelector('.ant-picker-cell-selected') as HTMLElement;
    expect(within(selected).getByText('30')).toBeInTheDocument();
    expect(selected).toHaveAttribute('title', '1404/08/30');
  });
});

describe('loading the pickers when a screen first shows one', () => {
  it('shows a box of the picker size while the code loads, then the picker with its value, and still edits a form', async () => {
    const onFinish = vi.fn();
    function F() {
      const [form] = Form.useForm();
      return (
        <Form form={form} initialValues={{ day: '2025-11-21' }} onFinish={onFinish}>
          <Form.Item name="day" {...isoDateItemProps}>
            <LazyJalaliDatePicker className="pk-full-width" />
          </Form.Item>
          <button type="submit">ok</button>
        </Form>
      );
    }
    render(wrap(<F />));
    const box = document.querySelector('.pk-picker-loading') as HTMLElement;
    expect(box).toHaveAttribute('aria-busy', 'true');
    expect(box).toHaveClass('pk-full-width');
    const input = await screen.findByRole('textbox');
    expect(input).toHaveValue('1404/08/30');
    expect(document.querySelector('.pk-picker-loading')).toBeNull();
    await userEvent.clear(input);
    await userEvent.type(input, '۱۴۰۴/۰۹/۰۱{Enter}');
    await userEvent.click(screen.getByText('ok'));
    await vi.waitFor(() => expect(onFinish).toHaveBeenCalledWith({ day: '2025-11-22' }), { timeout: 10_000 });
  });

  it('the range picker too', async () => {
    render(wrap(<LazyJalaliRangePicker value={[fromIsoDate('2025-03-21'), fromIsoDate('2025-11-21')]} />));
    expect(document.querySelector('.pk-picker-loading')).not.toBeNull();
    await screen.findAllByRole('textbox');
    expect(screen.getAllByRole('textbox').map((b) => (b as HTMLInputElement).value)).toEqual(['1404/01/01', '1404/08/30']);
  });
});
