import { auditText as t } from '@pishkhan/common/i18n/fa/screens';
import { crudText } from '@pishkhan/common/i18n/fa/ui';
import { actionLabelsFa, entityLabels, labels } from '@pishkhan/common/i18n/fa/labels';
import { permissionLabel } from '@pishkhan/common/permissions';
import { settingDef, SETTING_GROUPS } from '@pishkhan/common/settings';
import { Tag, Typography } from 'antd';
import { toPersianDigits } from '@pishkhan/common/text';
import { Ltr } from '../../../components/crud/columns';
import { formatDateTime } from '../../../app/format';
import type { AuditLog } from './audit-log.api';

const fieldLabels = labels as unknown as Record<string, Record<string, string>>;
export const entityLabel = (entity: string) => entityLabels[entity] ?? entity;
export const actionLabel = (action: string) => actionLabelsFa[action] ?? action;
export const fieldLabel = (entity: string, field: string): string =>
  (field === 'id' ? t.entityId : undefined) ??
  (entity === 'setting' ? settingDef(field)?.label : undefined) ??
  fieldLabels[entity]?.[field] ??
  fieldLabels[entity]?.[field.replace(/_id$/, '')] ??
  fieldLabels.common?.[field] ??
  t.fieldLabels[field] ??
  // Never an English key: an unknown field reads the catalogue's "other field".
  t.otherField;

/** The id of an entry as shown: a setting group by its label, numbers in Persian digits. */
export const entityIdLabel = (entity: string, id: string): string | null =>
  entity === 'setting' ? (SETTING_GROUPS.find((g) => g.name === id)?.label ?? null) : /^\d+$/.test(id) ? '#' + toPersianDigits(id) : null;

const ACTION_COLORS: Record<string, string> = { create: 'green', update: 'blue', delete: 'red', login: 'cyan', logout: 'default', password: 'orange' };
export const ActionTag = ({ action }: { action: string }) => <Tag color={ACTION_COLORS[action] ?? 'default'}>{actionLabel(action)}</Tag>;

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** One value of a change, readable: booleans as yes/no, dates in Jalali, permissions by label. */
export function ChangeValue({ field, value }: { field: string; value: unknown }) {
  if (value === null || value === undefined || value === '') return <Typography.Text type="secondary">{t.empty}</Typography.Text>;
  if (value === '***') return <span>{t.hidden}</span>;
  if (typeof value === 'boolean') return <span>{value ? t.trueValue : t.falseValue}</span>;
  if (typeof value === 'number') return <span>{value}</span>;
  if (typeof value === 'string') {
    if (ISO.test(value)) return <span>{formatDateTime(value)}</span>;
    if (/^#[0-9a-f]{3,8}$/i.test(value))
      return (
        <span>
          <span className="pk-swatch pk-swatch--sm" style={{ backgroundColor: value }} aria-hidden /> <Ltr>{value}</Ltr>
        </span>
      );
    return /[\u0600-\u06FF]/.test(value) ? <span>{value}</span> : <Ltr>{value}</Ltr>;
  }
  if (Array.isArray(value) && field === 'permissions') return <span>{value.map((p) => permissionLabel(String(p))).join(crudText.listSeparator)}</span>;
  return <Ltr>{JSON.stringify(value)}</Ltr>;
}

/** The changed fields of an entry as «field: before → after». */
export function AuditChanges({ entry }: { entry: Pick<AuditLog, 'entity' | 'changes'> }) {
  const items = Object.entries(entry.changes ?? {});
  if (items.length === 0) return <Typography.Text type="secondary">{t.noChanges}</Typography.Text>;
  return (
    <ul className="pk-changes">
      {items.map(([field, pair]) => {
        const [before, after] = Array.isArray(pair) ? pair : [null, pair];
        return (
          <li key={field}>
            <span className="pk-change-field">{fieldLabel(entry.entity, field)}:</span>
            {before !== null && before !== undefined ? (
              <>
                <span className="pk-change-before" aria-label={t.before}>
                  <ChangeValue field={field} value={before} />
                </span>
                <span className="pk-change-arrow" aria-hidden>
                  ←
                </span>
              </>
            ) : null}
            <span className="pk-change-after" aria-label={t.after}>
              <ChangeValue field={field} value={after} />
            </span>
          </li>
        );
      })}
    </ul>
  );
}
