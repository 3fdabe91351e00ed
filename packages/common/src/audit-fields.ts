/**
 * The Persian label of each changed field of an audit entry, the same on the server's presenter
 * (audit-present.ts) and in the web's audit screens.
 */
import { auditCommonFieldLabelsFa, auditFieldLabelsFa } from './i18n/fa/audit-labels';
import { auditText } from './i18n/fa/screens';
import { settingDef } from './settings';

/** The Persian label of a changed field, or null when none is known. */
export function auditFieldLabel(entity: string, field: string): string | null {
  if (entity === 'setting') return settingDef(field)?.label ?? null;
  const own = auditFieldLabelsFa[entity];
  return own?.[field] ?? own?.[field.replace(/_ids?$/, '')] ?? auditCommonFieldLabelsFa[field] ?? auditText.fieldLabels[field] ?? null;
}

/** The label of a field for display: never an English key. */
export const auditFieldText = (entity: string, field: string) => auditFieldLabel(entity, field) ?? auditText.otherField;
