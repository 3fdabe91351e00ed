import type { ValueRow } from '../../../components/inputs/ValuesEditor';

export const SPECIFICATIONS_API = '/api/admin/specifications';
export const SPECIFICATIONS_ORDER_API = '/api/admin/specifications/order';
export const SPECIFICATION_TYPES = ['text', 'select', 'multi_select'] as const;

export interface Specification {
  id: number;
  name: string;
  label: string;
  group: string;
  type: (typeof SPECIFICATION_TYPES)[number];
  required: boolean;
  show_filter: boolean;
  status: boolean;
  position: number;
  values: { id: number; value: string }[];
  products_count: number;
  created_at: string;
  updated_at: string;
}
export interface SpecificationFormValues {
  name: string;
  label: string;
  group: string;
  type: Specification['type'];
  required: boolean;
  show_filter: boolean;
  status: boolean;
  values: ValueRow[];
}
