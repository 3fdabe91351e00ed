import type { ReferenceField } from '@pishkhan/common/resource';
import { resourceNamed } from '@pishkhan/common/resources/index';
import type { FilterContext } from '../ListPage';
import { ResourceSelect } from '../ResourceSelect';

/** A list's filter by a reference (`?brand_id=`): a select searching the referenced resource's list, each row by its name. */
export default function ReferenceFilter({ name, field, ctx }: { name: string; field: ReferenceField; ctx: FilterContext }) {
  const target = resourceNamed(field.resource);
  if (!target) throw new Error(`no resource ${field.resource}`);
  const value = ctx.value(name);
  return (
    <ResourceSelect
      apiPath={target.api}
      placeholder={field.label}
      aria-label={field.label}
      style={{ minWidth: 180 }}
      optionLabel={(r) => String((r as Record<string, unknown>)[target.rowName] ?? r.id)}
      value={value ? Number(value) : undefined}
      onChange={(v) => ctx.set({ [name]: v as number | undefined })}
    />
  );
}
