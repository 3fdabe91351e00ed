import { endOfDay, startOfDay } from 'date-fns-jalali';
import { inTehran, JalaliRangePicker } from '../inputs/jalali';
import type { FilterContext } from './ListPage';

/**
 * A Jalali date-range list filter: `from`/`to` (or other param names) in the URL as ISO instants,
 * the start of the first and the end of the last Tehran day.
 */
export function DateRangeFilter({ ctx, label, from = 'from', to = 'to' }: { ctx: FilterContext; label: string; from?: string; to?: string }) {
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
