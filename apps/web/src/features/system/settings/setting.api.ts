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
}
export interface SettingGroupData {
  group: { name: string; label: string };
  settings: SettingField[];
}
