import type { SettingType } from '@pishkhan/common/settings';

export const settingGroupApi = (group: string) => `/api/admin/settings/${encodeURIComponent(group)}`;

export interface SettingField {
  name: string;
  label: string;
  type: SettingType;
  value: unknown;
  options?: { value: string; label: string }[];
  help?: string;
  min?: number;
  max?: number;
  /** A `secret`: whether it is set, and its last characters (its value is never sent). */
  is_set?: boolean;
  masked?: string | null;
}
export interface SettingGroupData {
  group: { name: string; label: string };
  settings: SettingField[];
}
