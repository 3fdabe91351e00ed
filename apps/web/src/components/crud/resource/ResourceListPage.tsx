import { crudText } from '@pishkhan/common/i18n/fa/ui';
import { fieldEntries, permissionOf, positionField, sortPathOf, type FieldDef, type ResourceDef } from '@pishkhan/common/resource';
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import type { SortButtonProps } from '../SortButton';
import { formatNumber } from '../../../app/format';
import { ListPage, type ListColumn, type ListFilter } from '../ListPage';
import { bulkDelete, standardBulk } from '../bulk';
import { dateColumn, ltrColumn, statusColumn, StatusTag, statusOptions, YesNoTag } from '../columns';
import { screenTexts } from './texts';

type Row = { id: number } & Record<string, any>;

// The sort dialog (drag and drop) loads only for resources with a manual order.
const SortButton = lazy(() => import('../SortButton').then((m) => ({ default: m.SortButton as (p: SortButtonProps<Row>) => ReactNode })));

export interface ResourceListPageProps {
  def: ResourceDef<any>;
  /** The columns, by field name (or `created_at`), or a column of its own (a custom render). Default: the fields shown in lists, then the creation date. */
  columns?: (string | ListColumn<Row>)[];
  /** Drawn under the title, above the search (e.g. the social feed's sync state and its «refresh now»). */
  beforeToolbar?: ReactNode;
}

/** A list column of a field, by its kind. */
function columnOf(name: string, f: FieldDef): ListColumn<Row> {
  const base: ListColumn<Row> = { key: name, dataIndex: name, title: f.label, ...(f.sort ? { sortKey: name } : {}) };
  switch (f.kind) {
    case 'status':
      return { ...statusColumn<Row>(name, f.label), ...(f.sort ? {} : { sortKey: undefined }) };
    case 'boolean':
      return { ...base, render: (v: boolean) => <YesNoTag value={v} /> };
    case 'enum':
      return { ...base, render: (v: string) => f.labels[v] ?? v };
    case 'integer':
    case 'money':
    case 'position':
      return { ...base, render: (v: number | null) => formatNumber(v) };
    case 'date':
    case 'dateTime':
      return dateColumn<Row>(name, f.label);
    case 'text':
      return f.format ? ltrColumn<Row>(name, f.label, f.sort ? { sortKey: name } : {}) : base;
    default:
      return base;
  }
}

/** Shown as a column unless the field says `list: false`: not long texts, pictures, positions or lists of references. */
const listedByDefault = (f: FieldDef) => f.list ?? !['longText', 'richText', 'image', 'position', 'references', 'slug'].includes(f.kind);

/** A filter of a field flagged `filter`: status, yes/no or an enum's choices. */
function filterOf(name: string, f: FieldDef): ListFilter | undefined {
  if (f.kind === 'status') return { name, label: f.label, options: statusOptions };
  if (f.kind === 'boolean') return { name, label: f.label, options: [{ value: 'true', label: crudText.yes }, { value: 'false', label: crudText.no }] };
  if (f.kind === 'enum') return { name, label: f.label, options: f.values.map((v) => ({ value: v, label: f.labels[v] ?? v })) };
  return undefined;
}

/**
 * The list screen of a resource, read from its definition: columns and filters from the fields,
 * search when a field is searchable, bulk enable/disable/delete, and a sort dialog when the rows
 * have a manual order. Texts come from the resource's Persian name.
 */
export default function ResourceListPage({ def, columns, beforeToolbar }: ResourceListPageProps) {
  const t = screenTexts(def);
  const perm = permissionOf(def);
  const fields = fieldEntries(def);
  const byName = new Map(fields);
  const cols = useMemo(() => {
    const chosen = columns ?? [...fields.filter(([, f]) => listedByDefault(f)).map(([n]) => n), 'created_at'];
    return chosen.map((c) => (typeof c !== 'string' ? c : c === 'created_at' ? dateColumn<Row>() : columnOf(c, byName.get(c)!)));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [def, columns]);
  const filters = fields.filter(([, f]) => f.filter).map(([n, f]) => filterOf(n, f)).filter((x): x is ListFilter => !!x);
  const hasStatus = fields.some(([n, f]) => n === 'status' && f.kind === 'status');
  const bulk = useMemo(() => (hasStatus ? standardBulk<Row>(def.api, perm) : [bulkDelete<Row>(def.api, `delete_${perm}`)]), [def, hasStatus, perm]);
  const position = positionField(def);
  const rowName = (r: Row) => String(r[def.rowName] ?? r.id);
  return (
    <ListPage<Row>
      title={t.title}
      apiPath={def.api}
      permission={perm}
      basePath={def.web}
      columns={cols}
      createLabel={t.create}
      searchable={fields.some(([, f]) => f.search)}
      searchPlaceholder={t.search}
      filters={filters}
      bulkActions={bulk}
      rowName={rowName}
      beforeToolbar={beforeToolbar}
      {...(position
        ? {
            headerExtra: (
              <Suspense fallback={null}>
              <SortButton apiPath={def.api} orderPath={sortPathOf(def)} method="post" permission={`update_${perm}`} text={t.sort} title={rowName} renderItem={(r) => (
                <span>
                  {rowName(r)} {hasStatus && !r.status ? <StatusTag value={false} /> : null}
                </span>
              )} />
              </Suspense>
            ),
          }
        : {})}
    />
  );
}
