import type React from 'react';
import { reportGroupLabels, reportModeLabels, reportPresetLabels, reportText as t } from '@pishkhan/common/i18n/fa/reports';
import { DEFAULT_REPORT_PRESET, REPORT_GROUPS, REPORT_MODES, REPORT_PRESETS, type ReportRange } from '@pishkhan/common/report';
import DownOutlined from '@ant-design/icons/DownOutlined';
import { Button, Checkbox, Dropdown, Radio } from 'antd';
import { fromIsoDate, toJalaliParts } from '../inputs/jalali/config';
import { JalaliRangePicker } from '../inputs/jalali/pickers';
import type { ReportParams } from './useReportParams';

const CUSTOM = 'custom';
const pad = (n: number) => String(n).padStart(2, '0');
/** A picked day as the `YYYY/MM/DD` Jalali text the report routes take. */
const jalaliParam = (d: Date) => {
  const p = toJalaliParts(d);
  return `${p.year}/${pad(p.month)}/${pad(p.day)}`;
};

/**
 * The filters of a report page, kept in the URL: a preset range or a custom Jalali range (the picker
 * shows the range the server resolved), online / in-store / both, the Jalali grouping, and the
 * comparison with the previous period.
 */
export function ReportFilters({
  params,
  range,
  modes = true,
  groups = true,
  children,
}: {
  params: ReportParams;
  range: ReportRange | undefined;
  modes?: boolean;
  /** Whether the report is grouped by period (not for reports per customer or product). */
  groups?: boolean;
  /** A report's own filters after the common ones. */
  children?: React.ReactNode;
}) {
  const f = params.filters;
  const custom = !f.preset && !!f.from;
  const preset = custom ? CUSTOM : (f.preset ?? DEFAULT_REPORT_PRESET);
  const presetLabel = preset === CUSTOM ? t.customRange : reportPresetLabels[preset as keyof typeof reportPresetLabels];
  const from = range ? fromIsoDate(range.from_day) : null;
  const to = range ? fromIsoDate(range.to_day) : null;
  return (
    <div className="pk-report-filters" role="search">
      <Dropdown
        trigger={['click']}
        menu={{
          selectable: true,
          selectedKeys: [preset],
          items: REPORT_PRESETS.map((p) => ({ key: p, label: reportPresetLabels[p] })),
          onClick: ({ key }) => params.set({ preset: key, from: null, to: null }),
        }}
      >
        <Button className="pk-report-preset" aria-label={`${t.range}: ${presetLabel}`}>
          {presetLabel}
          <DownOutlined />
        </Button>
      </Dropdown>
      <JalaliRangePicker
        aria-label={t.customRange}
        allowClear={false}
        value={from && to ? [from, to] : null}
        onChange={(r) => {
          const [a, b] = r ?? [];
          if (a && b) params.set({ preset: null, from: jalaliParam(a), to: jalaliParam(b) });
        }}
      />
      {modes ? (
        <Radio.Group
          aria-label={t.mode}
          optionType="button"
          value={f.mode ?? 'both'}
          onChange={(e) => params.set({ mode: e.target.value === 'both' ? null : String(e.target.value) })}
          options={REPORT_MODES.map((m) => ({ value: m, label: reportModeLabels[m] }))}
        />
      ) : null}
      {groups ? (
        <Radio.Group
          aria-label={t.group}
          optionType="button"
          value={f.group ?? 'day'}
          onChange={(e) => params.set({ group: e.target.value === 'day' ? null : String(e.target.value) })}
          options={REPORT_GROUPS.map((g) => ({ value: g, label: reportGroupLabels[g] }))}
        />
      ) : null}
      <Checkbox checked={f.compare === '1'} onChange={(e) => params.set({ compare: e.target.checked ? '1' : null })}>
        {t.compare}
      </Checkbox>
      {children}
    </div>
  );
}
