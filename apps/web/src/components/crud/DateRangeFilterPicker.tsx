import { endOfDay, startOfDay } from 'date-fns-jalali';
import { inTehran, JalaliRangePicker } from '../inputs/jalali';
import type { FilterContext } from './ListPage';

/** The picker of DateRangeFilter, loaded after the list itself (the Jalali calendar is its heaviest part). */
export default function DateRangeFilterPicker({ ctx, label, from = 'from', to = 'to' }: { ctx: FilterContext; label: string; from?: string; to?: string }) {
  const a = ctx.value(from);
  const b = ctx.value(to);
  return (
    <JalaliRangePicker
      aria-label={label}
      value={a && b ? [inTehran(a), inTehran(b)] : null}
      onChange={(range) => {
        const [start, end] = range ?? [];
        ctx.set({
          [from]: start ? startOfDay(inTehran(start)).toISOString() : undefined,
          [to]: end ? endOfDay(inTehran(end)).toISOString() : undefined,
        });
      }}
    />
  );
}
