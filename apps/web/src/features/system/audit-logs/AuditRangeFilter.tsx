import { auditText as t } from '@pishkhan/common/i18n/fa/screens';
import { endOfDay, startOfDay } from 'date-fns-jalali';
import { inTehran, JalaliRangePicker } from '../../../components/inputs/jalali';
import type { FilterContext } from '../../../components/crud';

/** `from`/`to` in the URL as ISO instants: the start of the first and the end of the last Tehran day. */
export function AuditRangeFilter({ ctx }: { ctx: FilterContext }) {
  const from = ctx.value('from');
  const to = ctx.value('to');
  return (
    <JalaliRangePicker
      aria-label={t.dateRange}
      value={from && to ? [inTehran(from), inTehran(to)] : null}
      onChange={(range) => {
        const [a, b] = range ?? [];
        ctx.set({
          from: a ? startOfDay(inTehran(a)).toISOString() : undefined,
          to: b ? endOfDay(inTehran(b)).toISOString() : undefined,
        });
      }}
    />
  );
}
