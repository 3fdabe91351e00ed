import { defaultValueOf, fieldEntries, isInputField, permissionOf, type FieldKind, type ResourceDef } from '@pishkhan/common/resource';
import type { ReactNode } from 'react';
import { FormPage, type FormContext } from '../FormPage';
import { FIELD_INPUTS } from './fieldInputs';
import { screenTexts } from './texts';

type Row = { id: number } & Record<string, any>;

/** The form's layout: field names top to bottom; an array puts its fields side by side. */
export type FormLayout = (string | string[])[];

export interface ResourceFormPageProps {
  def: ResourceDef<any>;
  /** Default: every field the client sends, one per line. */
  layout?: FormLayout;
  /** A field drawn by the page itself instead of its kind's input. */
  custom?: Record<string, (ctx: FormContext<Row>) => ReactNode>;
  /** More said in the delete confirmation of the edit page. */
  deleteNote?: (id: number | string) => ReactNode;
}

const EMPTIES_TO_NULL = new Set<FieldKind>(['text', 'longText', 'richText', 'slug', 'date', 'dateTime', 'image', 'reference']);

/** A list of texts is edited as rows `{ value }` (the values editor) and sent as the trimmed texts. */
const textListFields = (def: ResourceDef<any>) => fieldEntries(def).filter(([, f]) => f.kind === 'textList').map(([n]) => n);

/** A picture `logo_id` is edited as `{ id, url }` (the upload box) and sent as its id. */
const imageFields = (def: ResourceDef<any>) => fieldEntries(def).filter(([n, f]) => f.kind === 'image' && n.endsWith('_id')).map(([n]) => n);

/**
 * The create/edit screen of a resource, read from its definition: each field's input by its kind
 * (with the definition's label, help and the rules derived from its limits), the defaults of a new
 * row, and the texts from the resource's Persian name.
 */
export default function ResourceFormPage({ def, layout, custom = {}, deleteNote }: ResourceFormPageProps) {
  const t = screenTexts(def);
  const fields = new Map(fieldEntries(def).filter(([, f]) => isInputField(f)));
  const images = imageFields(def);
  const lists = textListFields(def);
  const rows: FormLayout = layout ?? [...fields.keys()];
  const initialValues = Object.fromEntries([...fields].map(([n, f]) => [n, defaultValueOf(f)]).filter(([, v]) => v !== undefined));
  const draw = (name: string, ctx: FormContext<Row>) => {
    const own = custom[name];
    if (own) return <div key={name}>{own(ctx)}</div>;
    const field = fields.get(name);
    if (!field) throw new Error(`${def.name} has no field ${name}`);
    return FIELD_INPUTS[field.kind]({ name, field, record: ctx.record });
  };
  return (
    <FormPage<Row, Record<string, unknown>>
      apiPath={def.api}
      basePath={def.web}
      permission={permissionOf(def)}
      title={{ create: t.create, edit: t.edit }}
      initialValues={initialValues}
      toForm={(r) => ({
        ...Object.fromEntries([...fields.keys()].map((n) => [n, r[n]])),
        ...Object.fromEntries(images.map((n) => [n, r[n.slice(0, -3)] ?? null])),
        ...Object.fromEntries(lists.map((n) => [n, ((r[n] as string[] | null) ?? []).map((value) => ({ value }))])),
      })}
      toBody={(v) => ({
        ...v,
        // An optional field left empty is sent as null (cleared), never dropped.
        ...Object.fromEntries([...fields].filter(([n, f]) => !f.required && EMPTIES_TO_NULL.has(f.kind) && n in v && (v[n] === undefined || (typeof v[n] === 'string' && !(v[n] as string).trim()))).map(([n]) => [n, null])),
        ...Object.fromEntries(images.filter((n) => n in v).map((n) => [n, (v[n] as { id?: number } | null)?.id ?? null])),
        ...Object.fromEntries(lists.filter((n) => n in v).map((n) => [n, ((v[n] as { value: string }[] | undefined) ?? []).map((r) => r.value.trim())])),
      })}
      rowName={(r) => String(r[def.rowName] ?? r.id)}
      {...(deleteNote ? { deleteNote } : {})}
    >
      {(ctx) =>
        rows.map((row) =>
          Array.isArray(row) ? (
            <div key={row.join()} className="pk-form-grid">
              {row.map((n) => draw(n, ctx))}
            </div>
          ) : (
            draw(row, ctx)
          ),
        )
      }
    </FormPage>
  );
}
