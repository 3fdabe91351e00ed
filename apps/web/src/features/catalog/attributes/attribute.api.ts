import type { ValueRow } from '../../../components/inputs/ValuesEditor';

export const ATTRIBUTES_API = '/api/admin/attributes';
export const ATTRIBUTE_TYPES = ['text', 'select'] as const;
export const ATTRIBUTE_STYLES = ['select', 'box', 'image'] as const;

export interface Attribute {
  id: number;
  name: string;
  label: string;
  type: (typeof ATTRIBUTE_TYPES)[number];
  style: (typeof ATTRIBUTE_STYLES)[number];
  show_filter: boolean;
  status: boolean;
  values: { id: number; value: string }[];
  variants_count: number;
  created_at: string;
  updated_at: string;
}
export interface AttributeFormValues {
  name: string;
  label: string;
  type: Attribute['type'];
  style: Attribute['style'];
  show_filter: boolean;
  status: boolean;
  values: ValueRow[];
}
