import { auditText as t } from '@pishkhan/common/i18n/fa/screens';
import { crudText } from '@pishkhan/common/i18n/fa/ui';
import { Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { toPersianDigits } from '@pishkhan/common/text';
import { Ltr } from '../../../components/crud/columns';
import { formatDateTime } from '../../../app/format';
import type { AuditLog } from './audit-log.api';

/*
 * The server presents every entry with its labels (entity, action, each changed field: audit-log.present.ts),
 * so these screens carry no label catalogue and a new resource's labels never add to them. The field
 * labels (packages/common/src/audit-fields.ts, a few KB growing with every resource) load only for
 * changes given raw, without the server's items.
 */
type FieldText = (entity: string, field: string) => string;
let fieldTextLoaded: FieldText | null = null;
const loadFieldText = () =>
  import('@pishkhan/common/audit-fields').then((m) => {
    fieldTextLoaded = m.auditFieldText;
    return m.auditFieldText;
  });

/** The field labels when `needed`: null while they load (never the English keys meanwhile). */
export function useFieldLabels(needed: boolean): ((entity: string, field: string) => string) | null {
  const [text, setText] = useState<FieldText | null>(() => fieldTextLoaded);
  useEffect(() => {
    if (!needed || text) return;
    let live = true;
    void loadFieldText().then((f) => live && setText(() => f));
    return () => {
      live = false;
    };
  }, [needed, text]);
  return text ? (entity, field) => (field === 'id' ? t.entityId : text(entity, field)) : null;
}

/** The id of an entry as shown when the server names no row: numbers in Persian digits. */
export const entityIdLabel = (id: string): string | null => (/^\d+$/.test(id) ? '#' + toPersianDigits(id) : null);

/** What an entry is about: the server's name for the row (an admin's name, «سفارش ۵۰۰۱»), else its id. */
export function EntryTitle({ entry }: { entry: Pick<AuditLog, 'entity' | 'entity_label' | 'entity_id' | 'entity_title'> }) {
  const named = entry.entity_title ?? (entry.entity_id ? entityIdLabel(entry.entity_id) : null);
  return (
    <span>
      <span className="pk-nowrap">{entry.entity_label}</span>
      {named ? <span className="pk-audit-title"> {/[\u0600-\u06FF]/.test(named) || named.startsWith('#') ? named : <Ltr>{named}</Ltr>}</span> : entry.entity_id ? <Typography.Text type="secondary"> <Ltr>{entry.entity_id}</Ltr></Typography.Text> : null}
    </span>
  );
}

/** A value as the server wrote it: a colour with its swatch, Latin text (codes, SKUs) in a left-to-right island. */
function ItemValue({ value }: { value: string | null }) {
  if (value === null) return <Typography.Text type="secondary">{t.empty}</Typography.Text>;
  if (/^#[0-9a-f]{3,8}$/i.test(value))
    return (
      <span>
        <span className="pk-swatch pk-swatch--sm" style={{ backgroundColor: value }} aria-hidden /> <Ltr>{value}</Ltr>
      </span>
    );
  return /[\u0600-\u06FF]/.test(value) ? <span>{value}</span> : <Ltr>{value}</Ltr>;
}

const ACTION_COLORS: Record<string, string> = { create: 'green', update: 'blue', delete: 'red', login: 'cyan', logout: 'default', password: 'orange' };
export const ActionTag = ({ entry }: { entry: Pick<AuditLog, 'action' | 'action_label'> }) => <Tag color={ACTION_COLORS[entry.action] ?? 'default'}>{entry.action_label}</Tag>;

/**
 * Permissions by their labels. The permission catalogue (every label of every group) loads only when
 * a role change is shown, not with every screen that lists changes (never the raw names meanwhile).
 */
function PermissionList({ names }: { names: string[] }) {
  const [label, setLabel] = useState<((name: string) => string) | null>(null);
  useEffect(() => {
    let live = true;
    void import('@pishkhan/common/permissions').then((m) => live && setLabel(() => m.permissionLabel));
    return () => {
      live = false;
    };
  }, []);
  return <span>{label ? names.map(label).join(crudText.listSeparator) : null}</span>;
}

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
  if (Array.isArray(value) && field === 'permissions') return <PermissionList names={value.map(String)} />;
  return <Ltr>{JSON.stringify(value)}</Ltr>;
}

/** The changed fields of an entry as «field: before ← after», as the server presented them (raw changes only as a fallback). */
export function AuditChanges({ entry }: { entry: Pick<AuditLog, 'entity' | 'changes' | 'items'> }) {
  const fieldLabel = useFieldLabels(!entry.items);
  const items =
    entry.items ??
    Object.entries(entry.changes ?? {}).map(([field, pair]) => {
      const [before, after] = Array.isArray(pair) ? pair : [null, pair];
      return { field, label: fieldLabel?.(entry.entity, field) ?? '', before, after, raw: true as const };
    });
  if (!entry.items && items.length > 0 && !fieldLabel) return null;
  if (items.length === 0) return <Typography.Text type="secondary">{t.noChanges}</Typography.Text>;
  const show = (item: (typeof items)[number], v: unknown) =>
    'raw' in item ? <ChangeValue field={item.field} value={v} /> : <ItemValue value={v as string | null} />;
  return (
    <ul className="pk-changes">
      {items.map((item) => (
        <li key={item.field}>
          <span className="pk-change-field">{item.label}:</span>
          {item.before !== null && item.before !== undefined ? (
            <>
              <span className="pk-change-before" title={t.before}>
                {show(item, item.before)}
              </span>
              <span className="pk-change-arrow" aria-hidden>
                ←
              </span>
            </>
          ) : null}
          <span className="pk-change-after" title={t.after}>
            {show(item, item.after)}
          </span>
        </li>
      ))}
    </ul>
  );
}
