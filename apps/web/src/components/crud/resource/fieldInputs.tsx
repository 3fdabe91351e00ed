import { resourceKitText } from '@pishkhan/common/i18n/fa/resource-kit';
import { crudText as t } from '@pishkhan/common/i18n/fa/ui';
import { referenceNameOf, type FieldDef, type FieldKind } from '@pishkhan/common/resource';
import { fieldRules } from '@pishkhan/common/resource-rules';
import { Form, Input, Radio, Skeleton, type SelectProps } from 'antd';
import { useCan } from '../../../app/session';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { SwitchField } from '../fields';
import { referenceSource } from './referenceSource';
import { NumberInput } from '../../inputs/NumberInput';
import { PriceInput } from '../../inputs/PriceInput';
import { mobileRule, nationalCodeRule } from '../../inputs/iranRules';
// The picker itself loads its calendar lazily; the value converters are light.
import { isoDateItemProps, isoInstantItemProps, JalaliDatePicker } from '../../inputs/jalali/pickers';

/**
 * The heavier inputs load with the first form that has such a field, so a simple form stays light.
 * The wrapper passes the form item's value and onChange through.
 */
function lazyInput<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(() => load().then((c) => ({ default: c })));
  return function LazyInput(props: P) {
    return (
      <Suspense fallback={<Skeleton.Input active block />}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
// The shared rich-text editor is a chunk of its own: only a form with a rich-text field loads it.
const RichTextEditor = lazyInput(() => import('../../editor/RichTextEditor').then((m) => m.RichTextEditor as ComponentType<{ label?: string }>));
const ImageUpload = lazyInput(() => import('../../inputs/ImageUpload').then((m) => m.ImageUpload as ComponentType<{ label?: string }>));
const ColorPicker = lazyInput(() => import('../../inputs/ColorPicker').then((m) => m.ColorPicker as ComponentType<{ label?: string; alpha?: boolean }>));
const ValuesEditor = lazyInput(() => import('../../inputs/ValuesEditor').then((m) => m.ValuesEditor));
// A select (an enum of many values, tags) brings antd's Select only to the forms that have one.
const Select = lazyInput(() => import('antd/es/select').then((m) => m.default as ComponentType<SelectProps>));
const LinkPicker = lazyInput(() => import('../../inputs/LinkPicker').then((m) => m.LinkPicker as ComponentType<{ label?: string }>));
const ResourceSelect = lazyInput(() => import('../ResourceSelect').then((m) => m.ResourceSelect as ComponentType<{ apiPath: string; optionLabel: (r: { id: number }) => string; mode?: 'multiple' }>));

/** What an input of a field kind is given: the field's name, its definition and the row being edited (none on create). */
export interface FieldInputProps {
  name: string;
  field: FieldDef;
  record?: Record<string, unknown> | null | undefined;
}
type Renderer = (p: FieldInputProps) => ReactNode;

/** The checks a text's format adds on the web: Iranian numbers normalised first, as the server does. */
const FORMAT_RULES = { mobile: mobileRule, nationalCode: nationalCodeRule } as const;
const rulesOf = (f: FieldDef) => [...fieldRules(f), ...(f.kind === 'text' && (f.format === 'mobile' || f.format === 'nationalCode') ? [FORMAT_RULES[f.format](f.label)] : [])];

const item = ({ name, field }: FieldInputProps, input: ReactNode, extra: object = {}) => (
  <Form.Item key={name} name={name} label={field.label} rules={rulesOf(field)} {...(field.help ? { extra: field.help } : {})} {...extra}>
    {input}
  </Form.Item>
);

type RefField = Extract<FieldDef, { kind: 'reference' | 'references' }>;

/** The name a row carries for its reference `x_id` (`x: { id, name }`), else nothing. */
const carriedName = (record: FieldInputProps['record'], name: string) => {
  const v = record?.[referenceNameOf(name)] as { name?: unknown } | null | undefined;
  return v && typeof v === 'object' && v.name != null ? String(v.name) : undefined;
};

/**
 * A reference's options read its resource's list (searched on the server); each reads as that row's
 * name. An admin who may not read that resource gets no list (it would answer 403): a single
 * reference shows, read-only, the name the row already carries; a list of references is left out
 * of the form (not drawn, so not sent: the row keeps its references).
 */
function ReferenceInput(p: FieldInputProps & { multiple: boolean }) {
  const can = useCan();
  const field = p.field as RefField;
  const source = referenceSource(field);
  if (can(source.permission)) return item(p, <ResourceSelect apiPath={source.api} optionLabel={source.label} {...(p.multiple ? { mode: 'multiple' as const } : {})} />);
  if (p.multiple) return null;
  return item(p, <CarriedName text={carriedName(p.record, p.name)} />);
}

/** A reference's name, read-only (the form item's value, the id, stays as it is). */
function CarriedName({ text, id }: { text: string | undefined; id?: string }) {
  return <Input id={id} readOnly value={text ?? ''} placeholder={t.empty} />;
}

/**
 * The input of each field kind: one place decides how a text, a price, a date or a picture is
 * typed, with the definition's label, help and rules. A page may replace any field (`custom`).
 */
export const FIELD_INPUTS: Record<FieldKind, Renderer> = {
  text: (p) => {
    const f = p.field as Extract<FieldDef, { kind: 'text' }>;
    if (f.format === 'color') return item(p, <ColorPicker label={f.label} alpha={false} />);
    // Iranian numbers may come with spaces, a +98 or Persian digits: room for them, the server keeps the normalised form.
    if (f.format === 'mobile' || f.format === 'nationalCode') return item(p, <Input dir="ltr" maxLength={20} inputMode={f.format === 'mobile' ? 'tel' : 'numeric'} autoComplete="off" />);
    return item(p, <Input maxLength={f.max} {...(f.format ? { dir: 'ltr' } : {})} />);
  },
  longText: (p) => item(p, <Input.TextArea rows={4} maxLength={(p.field as { max: number }).max} showCount />),
  richText: (p) => item(p, <RichTextEditor label={p.field.label} />),
  slug: (p) => item(p, <Input maxLength={(p.field as { max: number }).max} dir="auto" />),
  integer: (p) => item(p, <NumberInput min={(p.field as { min?: number }).min ?? 0} {...((p.field as { max?: number }).max !== undefined ? { max: (p.field as { max: number }).max } : {})} />),
  money: (p) => item(p, <PriceInput />),
  boolean: ({ name, field }) => <SwitchField key={name} name={name} label={field.label} {...(field.help ? { help: field.help } : {})} />,
  status: ({ name, field }) => <SwitchField key={name} name={name} label={field.label} {...(field.help ? { help: field.help } : {})} />,
  position: () => null,
  date: (p) => item(p, <JalaliDatePicker style={{ inlineSize: '100%' }} />, isoDateItemProps),
  dateTime: (p) => item(p, <JalaliDatePicker showTime style={{ inlineSize: '100%' }} />, isoInstantItemProps),
  image: (p) => item(p, <ImageUpload label={p.field.label} />),
  reference: (p) => <ReferenceInput key={p.name} {...p} multiple={false} />,
  references: (p) => <ReferenceInput key={p.name} {...p} multiple />,
  // An ordered list of texts: edited as rows `{ value }` (the form page converts), one input per entry.
  textList: ({ name, field }) => {
    const f = field as Extract<FieldDef, { kind: 'textList' }>;
    return <ValuesEditor key={name} name={name} label={f.label} {...(f.help ? { help: f.help } : {})} max={f.max} />;
  },
  tags: (p) => {
    const f = p.field as Extract<FieldDef, { kind: 'tags' }>;
    return item(p, <Select mode="tags" open={false} suffixIcon={null} tokenSeparators={[',', '\u060C']} maxCount={f.max} />, {
      rules: [{ validator: (_: unknown, v: string[] | undefined) => ((v ?? []).every((x) => x.length <= f.maxLength) ? Promise.resolve() : Promise.reject(new Error(resourceKitText.tagTooLong(f.label, f.maxLength)))) }],
    });
  },
  // A storefront link: a free address or a typed target, searched by its Persian name.
  link: (p) => item(p, <LinkPicker label={p.field.label} />),
  enum: (p) => {
    const f = p.field as Extract<FieldDef, { kind: 'enum' }>;
    const options = f.values.map((v) => ({ value: v, label: f.labels[v] ?? v }));
    return item(p, options.length <= 4 ? <Radio.Group options={options} /> : <Select options={options} placeholder={t.select} />);
  },
};
