import { permissionOf, type FieldDef } from '@pishkhan/common/resource';
import { resourceNamed } from '@pishkhan/common/resources/index';

type RefField = Extract<FieldDef, { kind: 'reference' | 'references' }>;
/** Where a reference's options come from: its definition's list, or the field's `target` (a table not on the kit). */
export function referenceSource(field: RefField): { api: string; label: (r: { id: number }) => string; permission: string } {
  const named = (key: string) => (r: { id: number }) => String((r as Record<string, unknown>)[key] ?? r.id);
  if (field.target) return { api: field.target.api, label: named(field.target.label), permission: `read_${field.resource}` };
  const target = resourceNamed(field.resource);
  if (!target) throw new Error(`no resource ${field.resource}`);
  return { api: target.api, label: named(target.rowName), permission: `read_${permissionOf(target)}` };
}
