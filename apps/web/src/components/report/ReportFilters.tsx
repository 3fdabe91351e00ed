import { reportGroupLabels, reportModeLabels, reportPresetLabels, reportText as t } from '@pishkhan/common/i18n/fa/reports';
import { REPORT_GROUPS, REPORT_MODES, REPORT_PRESETS, type ReportRange } from '@pishkhan/common/report';
import { Segmented, Select } from 'antd';
import { fromIsoDate, toJalaliParts } from '../inputs/jalali/config';
import { JalaliRangePicker } from '../inputs/jalali/pickers';
import type { ListParams } from '../crud/useListParams';

const CUSTOM = 'custom';
const pad = (n: number) => String(n).padStart(2, '0');
/** A picked day as the `YYYY/MM/DD` Jalali text the report routes take. */
const jalaliParam = (d: Date) => {
  const p = toJalaliParts(d);
  return `${p.year}/${pad(p.month)}/${pad(p.day)}`;
};

/**
 * The filters of a report page, kept in the URL: a preset range or a custom Jalali range (the picker
 * shows the range the server resolved), online / in-store / both, and the Jalali grouping.
 */
export function ReportFilters({ params, range, modes = true }: { params: ListParams; range: ReportRange | undefined; modes?: boolean }) {
  const f = params.filters;
  const custom = !f.preset && !!f.from;
  const preset = custom ? CUSTOM : (f.preset ?? 'last_30_days');
  const from = range ? fromIsoDate(range.from_day) : null;
  const to = range ? fromIsoDate(range.to_day) : null;
  return (
    <div className="pk-report-filters" role="search">
      <Select
        aria-label={t.range}
        className="pk-report-preset"
        value={preset}
        onChange={(v: string) => (v === CUSTOM ? undefined : params.set({ preset: v, from: null, to: null }))}
        options={[...REPORT_PRESETS.map((p) => ({ value: p, label: reportPresetLabels[p] })), { value: CUSTOM, label: t.customRange, disabled: true }]}
      />
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
        <Segmented
          aria-label={t.mode}
          value={f.mode ?? 'both'}
          onChange={(v) => params.set({ mode: v === 'both' ? null : String(v) })}
          options={REPORT_MODES.map((m) => ({ value: m, label: reportModeLabels[m] }))}
        />
      ) : null}
      <Segmented
        aria-label={t.group}
        value={f.group ?? 'day'}
        onChange={(v) => params.set({ group: v === 'day' ? null : String(v) })}
        options={REPORT_GROUPS.map((g) => ({ value: g, label: reportGroupLabels[g] }))}
      />
    </div>
  );
}
