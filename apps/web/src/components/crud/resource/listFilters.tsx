import type { FieldDef } from '@pishkhan/common/resource';
import { ResourceSelect } from '../ResourceSelect';
import { DateRangeFilter } from '../DateRangeFilter';
import type { FilterContext } from '../ListPage';
import { referenceSource } from './referenceSource';

type RefField = Extract<FieldDef, { kind: 'reference' | 'references' }>;

/** A list filter by a reference (`?<name>=<id>`): its resource's rows, searched on the server. */
export function ReferenceFilter({ ctx, name, field }: { ctx: FilterContext; name: string; field: RefField }) {
  const source = referenceSource(field);
  const v = ctx.value(name);
  return (
    <ResourceSelect
      apiPath={source.api}
      optionLabel={source.label}
      placeholder={field.label}
      aria-label={field.label}
      style={{ minWidth: 180 }}
      value={v ? Number(v) : undefined}
      onChange={(id) => ctx.set({ [name]: id as number | undefined })}
    />
  );
}

/** A list filter by a date or instant field: a Jalali range, `?<name>_from=…&<name>_to=…`. */
export function DateFieldFilter({ ctx, name, field }: { ctx: FilterContext; name: string; field: FieldDef }) {
  return <DateRangeFilter ctx={ctx} label={field.label} from={`${name}_from`} to={`${name}_to`} />;
}
