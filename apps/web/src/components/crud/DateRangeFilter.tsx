import { lazy, Suspense, type ComponentProps } from 'react';

const Picker = lazy(() => import('./DateRangeFilterPicker'));

/** `ctx` (the list's filters), `label`, and the URL params `from`/`to` (their default names). */
export type DateRangeFilterProps = ComponentProps<typeof Picker>;

/**
 * A Jalali date-range list filter: `from`/`to` (or other param names) in the URL as ISO instants,
 * the start of the first and the end of the last Tehran day. The calendar loads just after the list
 * (a lazy part, so a list's first paint does not wait for it); until then a box of the same size holds its place.
 */
export function DateRangeFilter(props: DateRangeFilterProps) {
  return (
    <Suspense fallback={<span className="pk-range-filter-placeholder" aria-hidden />}>
      <Picker {...props} />
    </Suspense>
  );
}
