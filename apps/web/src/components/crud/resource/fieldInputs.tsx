import { crudText as t } from '@pishkhan/common/i18n/fa/ui';
import { resourceKitText as kit } from '@pishkhan/common/i18n/fa/resource-kit';
import type { FieldDef, FieldKind, ResourceDef } from '@pishkhan/common/resource';
import { fieldRules } from '@pishkhan/common/resource-rules';
import { resourceNamed } from '@pishkhan/common/resources/index';
import { Form, Input, Radio, Select } from 'antd';
import { lazy, Suspense, type ReactNode } from 'react';
import { ResourceSelect } from '../ResourceSelect';
import { SwitchField } from '../fields';
import { NumberInput } from '../../inputs/NumberInput';
import { PriceInput } from '../../inputs/PriceInput';
import { ImageUpload } from '../../inputs/ImageUpload';
import { isoDateItemProps, isoInstantItemProps, JalaliDatePicker } from '../../inputs/jalali';
import { ColorPicker } from '../../inputs/ColorPicker';

const RichTextEditor = lazy(() => import('../../../features/catalog/products/RichTextEditor').then((m) => ({ default: m.RichTextEditor })));

/** What an input of a field kind is given: the field's name and its definition. */
export interface FieldInputProps {
  name: string;
  field: FieldDef;
}
type Renderer = (p: FieldInputProps) => ReactNode;

const item = ({ name, field }: FieldInputProps, input: ReactNode, extra: object = {}) => (
  <Form.Item key={name} name={name} label={field.label} rules={fieldRules(field)} {...(field.help ? { extra: field.help } : {})} {...extra}>
    {input}
  </Form.Item>
);

/** A reference's options read its resource's list; each reads as that row's name. */
const referenceSelect = (field: FieldDef & { resource: string }, multiple: boolean) => {
  const target = resourceNamed(field.resource);
  if (!target) throw new Error(`no resource ${field.resource}`);
  return <ResourceSelect<{ id: number }> apiPath={target.api} optionLabel={(r) => String((r as Record<string, unknown>)[target.rowName] ?? r.id)} {...(multiple ? { mode: 'multiple' as const } : {})} />;
};

/**
 * The input of each field kind: one place decides how a text, a price, a date or a picture is
 * typed, with the definition's label, help and rules. A page may replace any field (`custom`).
 */
export const FIELD_INPUTS: Record<FieldKind, Renderer> = {
  text: (p) => {
    const f = p.field as Extract<FieldDef, { kind: 'text' }>;
    if (f.format === 'color') return item(p, <ColorPicker label={f.label} alpha={false} />);
    return item(p, <Input maxLength={f.max} {...(f.format ? { dir: 'ltr' } : {})} />);
  },
  longText: (p) => item(p, <Input.TextArea rows={4} maxLength={(p.field as { max: number }).max} showCount />),
  richText: (p) =>
    item(
      p,
      <Suspense fallback={<Input.TextArea rows={6} disabled />}>
        <RichTextEditor />
      </Suspense>,
    ),
  slug: (p) => item(p, <Input maxLength={(p.field as { max: number }).max} dir="auto" />),
  integer: (p) => item(p, <NumberInput min={(p.field as { min?: number }).min ?? 0} {...((p.field as { max?: number }).max !== undefined ? { max: (p.field as { max: number }).max } : {})} />),
  money: (p) => item(p, <PriceInput />),
  boolean: ({ name, field }) => <SwitchField key={name} name={name} label={field.label} {...(field.help ? { help: field.help } : {})} />,
  status: ({ name, field }) => <SwitchField key={name} name={name} label={field.label} {...(field.help ? { help: field.help } : {})} />,
  position: () => null,
  date: (p) => item(p, <JalaliDatePicker style={{ inlineSize: '100%' }} />, isoDateItemProps),
  dateTime: (p) => item(p, <JalaliDatePicker showTime style={{ inlineSize: '100%' }} />, isoInstantItemProps),
  image: (p) => item(p, <ImageUpload label={p.field.label} />),
  reference: (p) => item(p, referenceSelect(p.field as FieldDef & { resource: string }, false)),
  references: (p) => item(p, referenceSelect(p.field as FieldDef & { resource: string }, true)),
  enum: (p) => {
    const f = p.field as Extract<FieldDef, { kind: 'enum' }>;
    const options = f.values.map((v) => ({ value: v, label: f.labels[v] ?? v }));
    return item(p, options.length <= 4 ? <Radio.Group options={options} /> : <Select options={options} placeholder={t.select} />);
  },
};

/** The Persian texts of a resource's screens, from its name. */
export const screenTexts = (def: ResourceDef<any>) => ({
  title: def.texts.many,
  create: kit.create(def.texts.one),
  edit: kit.edit(def.texts.one),
  search: def.texts.searchPlaceholder ?? kit.search(def.texts.many),
  sort: { sort: kit.sort, sortTitle: kit.sortTitle(def.texts.many), sortHelp: kit.sortHelp, saveOrder: kit.saveOrder, sortSaved: kit.sortSaved(def.texts.many) },
});
