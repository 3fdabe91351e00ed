import { DeleteOutlined, PictureOutlined, SwapOutlined } from '@ant-design/icons';
import { resourceKitText as kit } from '@pishkhan/common/i18n/fa/resource-kit';
import { uploadText } from '@pishkhan/common/i18n/fa/inputs';
import { crudText } from '@pishkhan/common/i18n/fa/ui';
import { fieldEntries, permissionOf, positionField, referenceNameOf, sortPathOf, type FieldDef, type ResourceDef } from '@pishkhan/common/resource';
import { linkSummary, type PresentedLink } from '@pishkhan/common/links';
import { Tag } from 'antd';
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import type { SortButtonProps } from '../SortButton';
import { api } from '../../../app/api';
import { faDigits, formatDate, formatNumber } from '../../../app/format';
import { ListPage, type BulkAction, type FilterContext, type ListColumn, type ListFilter } from '../ListPage';
import { bulkStatus } from '../bulk';
import { dateColumn, ltrColumn, statusColumn, StatusTag, statusOptions, YesNoTag } from '../columns';
import { useSession } from '../../../app/session';
import { referenceSource } from './referenceSource';
import { screenTexts } from './texts';

type Row = { id: number } & Record<string, any>;

// The sort dialog (drag and drop) loads only for resources with a manual order.
// Filters with a picker (a reference's rows, a Jalali range) load with the first list that has one.
const ReferenceFilter = lazy(() => import('./listFilters').then((m) => ({ default: m.ReferenceFilter })));
const DateFieldFilter = lazy(() => import('./listFilters').then((m) => ({ default: m.DateFieldFilter })));
const SortButton = lazy(() => import('../SortButton').then((m) => ({ default: m.SortButton as (p: SortButtonProps<Row>) => ReactNode })));

export interface ResourceListPageProps {
  def: ResourceDef<any>;
  /** The columns, by field name (or `created_at`), or a column of its own (a custom render). Default: the fields shown in lists, then the creation date. */
  columns?: (string | ListColumn<Row>)[];
  /** Drawn under the title, above the search (e.g. the social feed's sync state and its «refresh now»). */
  beforeToolbar?: ReactNode;
}

/** A list column of a field, by its kind. */
function columnOf(def: ResourceDef<any>, name: string, f: FieldDef): ListColumn<Row> {
  const base: ListColumn<Row> = { key: name, dataIndex: name, title: f.label, ...(f.sort ? { sortKey: name } : {}) };
  switch (f.kind) {
    case 'status':
      return { ...statusColumn<Row>(name, f.label), ...(f.sort ? {} : { sortKey: undefined }) };
    case 'boolean':
      return { ...base, render: (v: boolean) => <YesNoTag value={v} /> };
    case 'enum':
      return { ...base, render: (v: string) => f.labels[v] ?? v };
    case 'reference':
      // The row carries the referenced row's name beside its id (`author: { id, name }`).
      return { ...base, render: (_: unknown, r: Row) => (r[referenceNameOf(name)] as { name?: string } | null)?.name ?? '—' };
    case 'tags':
      return { ...base, render: (v: string[] | null) => (v ?? []).join(uploadText.listSeparator) };
    case 'integer':
    case 'money':
    case 'position':
      return { ...base, render: (v: number | null) => formatNumber(v) };
    case 'dateTime':
      return { ...dateColumn<Row>(name, f.label), ...(f.sort ? {} : { sortKey: undefined }) };
    case 'date':
      // A calendar day: its Jalali date, no time.
      return { ...base, render: (v: string | null) => (v ? <span className="pk-nowrap">{formatDate(v)}</span> : crudText.none) };
    case 'link':
      // Its target's name, or its address (left to right); a target gone reads «لینک شکسته».
      return { ...base, render: (v: PresentedLink | null) => (v?.url ? <span dir="ltr">{v.url}</span> : v?.broken ? <Tag color="error">{linkSummary(v)}</Tag> : linkSummary(v)) };
    case 'textList':
      return { ...base, render: (v: string[] | null) => (v?.length ? v.map((x) => <Tag key={x}>{x}</Tag>) : crudText.none) };
    case 'text':
    case 'slug':
      return f.kind === 'slug' || f.format ? ltrColumn<Row>(name, f.label, f.sort ? { sortKey: name } : {}) : base;
    case 'image': {
      // `logo_id` is presented also as `logo: { id, url }`: its thumbnail.
      const shown = name.endsWith('_id') ? name.slice(0, -3) : name;
      return {
        key: name,
        title: f.label,
        width: 72,
        render: (_: unknown, r: Row) => {
          const url = (r[shown] as { url?: string } | null)?.url;
          return url ? <img src={url} alt={String(r[def.rowName] ?? '')} className="pk-logo-thumb" loading="lazy" /> : <PictureOutlined aria-label={kit.noImage(f.label)} className="pk-logo-thumb" />;
        },
      };
    }
    default:
      return base;
  }
}

/** Shown as a column unless the field says `list: false`: not long texts, positions, slugs, tags or lists of references. */
const listedByDefault = (f: FieldDef) => f.list ?? !['longText', 'richText', 'position', 'references', 'slug', 'tags'].includes(f.kind);

/** A filter of a field flagged `filter`: status, yes/no, an enum's choices, a reference's rows, a date range. */
function filterOf(name: string, f: FieldDef): ListFilter | undefined {
  if (f.kind === 'status') return { name, label: f.label, options: statusOptions };
  if (f.kind === 'boolean') return { name, label: f.label, options: [{ value: 'true', label: crudText.yes }, { value: 'false', label: crudText.no }] };
  if (f.kind === 'enum') return { name, label: f.label, options: f.values.map((v) => ({ value: v, label: f.labels[v] ?? v })) };
  const lazily = (node: ReactNode) => <Suspense fallback={null}>{node}</Suspense>;
  if (f.kind === 'reference') return { name, render: (ctx: FilterContext) => lazily(<ReferenceFilter ctx={ctx} name={name} field={f} />) };
  if (f.kind === 'date' || f.kind === 'dateTime') return { name, render: (ctx: FilterContext) => lazily(<DateFieldFilter ctx={ctx} name={name} field={f} />) };
  return undefined;
}

/** The kit's bulk actions: set an enum flagged `bulk` (`POST <api>/bulk-set`), enable/disable a status, delete (`POST <api>/bulk-delete`); each all or nothing. */
function bulkActionsOf(def: ResourceDef<any>): BulkAction<Row>[] {
  const perm = permissionOf(def);
  const actions: BulkAction<Row>[] = [];
  for (const [name, f] of fieldEntries(def)) {
    if (f.kind === 'enum' && f.bulk)
      actions.push({
        key: `set-${name}`,
        label: kit.bulkSet(f.label),
        icon: <SwapOutlined />,
        permission: `update_${perm}`,
        options: f.values.map((v) => ({ value: v, label: f.labels[v] ?? v })),
        run: async (ids, _rows, choice) => void (await api.post(`${def.api}/bulk-set`, { ids, [name]: choice })),
      });
    if (name === 'status' && f.kind === 'status') actions.push(bulkStatus<Row>(def.api, true, `update_${perm}`), bulkStatus<Row>(def.api, false, `update_${perm}`));
  }
  actions.push({
    key: 'delete',
    label: crudText.bulkDelete,
    danger: true,
    icon: <DeleteOutlined />,
    permission: `delete_${perm}`,
    confirm: (n) => crudText.bulkDeleteConfirm(faDigits(n)),
    run: async (ids) => void (await api.post(`${def.api}/bulk-delete`, { ids })),
  });
  return actions;
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
    return chosen.map((c) => (typeof c !== 'string' ? c : c === 'created_at' ? dateColumn<Row>() : columnOf(def, c, byName.get(c)!)));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [def, columns]);
  const { can } = useSession();
  // A reference's filter lists the rows it points at: only for an admin who may read them.
  const filters = fields
    .filter(([, f]) => f.filter && !((f.kind === 'reference' || f.kind === 'references') && !can(referenceSource(f).permission)))
    .map(([n, f]) => filterOf(n, f))
    .filter((x): x is ListFilter => !!x);
  const hasStatus = fields.some(([n, f]) => n === 'status' && f.kind === 'status');
  const bulk = useMemo(() => bulkActionsOf(def), [def]);
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
