import { DeleteOutlined, DownOutlined, EditOutlined, EyeOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { crudText as t, errorText } from '@pishkhan/common/i18n/fa/ui';
import { Alert, App, Button, Dropdown, Empty, Popconfirm, Space, Table, Tooltip } from 'antd';
import Search from 'antd/es/input/Search';
import { Result } from '../status/Result';
import type { TableProps } from 'antd';
import { listPagination } from './pagination';
import type { ColumnType, SorterResult } from 'antd/es/table/interface';
import { useEffect, useMemo, useState, type Key, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { errorMessage, type Query } from '../../app/api';
import { faDigits, formatNumber } from '../../app/format';
import { useCan } from '../../app/session';
import { useDeleteAction } from './DeleteButton';
import { FilterSelect } from './FilterSelect';
import { PageHeader } from './PageHeader';
import { useListParams, type ParamPatch } from './useListParams';
import { useResource, useResourceList, type Id } from './useResource';

export interface ListColumn<T> extends ColumnType<T> {
  /** Makes the column sortable on the server: `sort=<sortKey>` / `sort=-<sortKey>`. */
  sortKey?: string;
}

export interface FilterContext {
  value: (name: string) => string | undefined;
  set: (patch: ParamPatch) => void;
}
export type ListFilter =
  | { name: string; label: string; options: { value: string; label: string }[]; width?: number }
  | { name: string; render: (ctx: FilterContext) => ReactNode };

export interface BulkAction<T> {
  key: string;
  label: string;
  icon?: ReactNode;
  /** Shown only when the admin holds it. */
  permission?: string;
  danger?: boolean;
  /** A question asked before running (Popconfirm), given the count of selected rows. */
  confirm?: (count: number) => string;
  /** A menu of choices (e.g. the new status): the button opens it and `run` gets the chosen value. */
  options?: { value: string; label: string }[];
  /**
   * Runs on the selected ids; throw to report failure. Resolves to the count of failures, if any,
   * or to `{ canceled: true }` when the admin backed out of a dialog it opened (nothing is said, the selection stays).
   */
  run: (ids: Id[], rows: T[], choice?: string) => Promise<void | { failed: number; messages?: string[] } | { canceled: true }>;
}

export interface ListPageProps<T extends { id: Id }> {
  title: string;
  /** e.g. `/api/admin/colors` */
  apiPath: string;
  /** Permission resource: the create button needs `create_<x>`, edit `update_<x>`, delete `delete_<x>`. */
  permission?: string;
  columns: ListColumn<T>[];
  /** The list's route (e.g. `/color`): create at `<basePath>/create`, edit at `<basePath>/edit/<id>`. */
  basePath: string;
  /** Set false to hide the search box. */
  searchable?: boolean;
  searchPlaceholder?: string;
  filters?: ListFilter[];
  bulkActions?: BulkAction<T>[];
  /** Extra per-row actions, before edit/delete. */
  rowActions?: (row: T) => ReactNode;
  /** The name shown in the delete question. */
  rowName?: (row: T) => string;
  /** false: no edit link; a function: a custom route. */
  editPath?: false | ((row: T) => string);
  /** Label of the create button (default: crudText.create); false hides it. */
  createLabel?: string | false;
  defaultSort?: string;
  /** Fixed query params sent with every request. */
  query?: Query;
  /** Resources to refresh after a delete. */
  also?: string[];
  expandable?: TableProps<T>['expandable'];
  headerExtra?: ReactNode;
  /** Shown between the title row and the search/filter toolbar (e.g. status tabs). */
  beforeToolbar?: ReactNode;
  /** Shown between the toolbar and the table (e.g. totals of the filtered rows). */
  beforeTable?: ReactNode;
  /** The toast after a delete, from the server's answer (see useDeleteAction). */
  deleteMessage?: (result: unknown) => string | undefined;
  /** More said in the delete confirmation about the row. */
  deleteNote?: (id: Id) => ReactNode;
  /** Disable row deletion for some rows (e.g. the super role). */
  canDeleteRow?: (row: T) => boolean;
  canEditRow?: (row: T) => boolean;
}

/**
 * A server-paginated list: search (`?q=`), filters and sort in the URL, pager only when
 * total > per_page, bulk selection and actions, create/edit/delete by permission.
 */
export function ListPage<T extends { id: Id }>(props: ListPageProps<T>) {
  const { title, apiPath, permission, columns, basePath, filters = [], bulkActions = [], defaultSort } = props;
  const can = useCan();
  const { message } = App.useApp();
  const location = useLocation();
  const params = useListParams({ ...(defaultSort ? { defaultSort } : {}), ...(props.query ? { fixed: props.query } : {}) });
  const list = useResourceList<T>(apiPath, params.query);
  const { invalidate } = useResource<T>(apiPath, props.also ? { also: props.also } : {});
  const del = useDeleteAction({ apiPath, ...(props.also ? { also: props.also } : {}), ...(props.deleteMessage ? { successMessage: props.deleteMessage } : {}), ...(props.deleteNote ? { note: props.deleteNote } : {}) });
  const [selected, setSelected] = useState<Key[]>([]);
  const [search, setSearch] = useState(params.q);
  const [bulkBusy, setBulkBusy] = useState<string | null>(null);

  useEffect(() => setSearch(params.q), [params.q]);
  useEffect(() => setSelected([]), [params.query]);

  const canCreate = permission ? can(`create_${permission}`) : false;
  const canUpdate = permission ? can(`update_${permission}`) : false;
  const canDelete = permission ? can(`delete_${permission}`) : false;
  const meta = list.data?.meta;
  const rows = list.data?.data ?? [];

  // A delete can leave the current page empty: go back to the last page that exists.
  useEffect(() => {
    if (meta && meta.total > 0 && params.page > meta.last_page) params.set({ page: meta.last_page }, { resetPage: false });
  }, [meta, params]);

  const editTo = (row: T) => (props.editPath ? props.editPath(row) : `${basePath}/edit/${row.id}`);
  const showEdit = props.editPath !== false && canUpdate;
  // Without update_<x> the row opens its form read-only: a "view" link instead of "edit".
  const showView = props.editPath !== false && !canUpdate && !!permission && can(`read_${permission}`);

  const tableColumns = useMemo(() => {
    const cols: ColumnType<T>[] = columns.map(({ sortKey, ...c }) =>
      sortKey
        ? {
            ...c,
            sorter: true,
            sortOrder: params.sort === sortKey ? 'ascend' : params.sort === `-${sortKey}` ? 'descend' : null,
          }
        : c,
    );
    if (showEdit || showView || canDelete || props.rowActions) {
      cols.push({
        key: '__actions',
        title: t.actions,
        width: 1,
        // Stays in view at the inline end while a wide list scrolls sideways (laptop screens).
        fixed: 'end',
        className: 'pk-actions-cell',
        render: (_: unknown, row: T) => (
          <Space size={2} className="pk-row-actions">
            {props.rowActions?.(row)}
            {(showEdit || showView) && (props.canEditRow?.(row) ?? true) ? (
              <Tooltip title={showEdit ? t.edit : t.view}>
                <Link to={editTo(row)} state={{ from: location.search }} aria-label={showEdit ? t.edit : t.view}>
                  <Button type="text" icon={showEdit ? <EditOutlined /> : <EyeOutlined />} aria-label={showEdit ? t.edit : t.view} tabIndex={-1} />
                </Link>
              </Tooltip>
            ) : null}
            {canDelete && (props.canDeleteRow?.(row) ?? true) ? (
              <Tooltip title={t.delete}>
                <Button type="text" danger icon={<DeleteOutlined />} aria-label={t.delete} onClick={() => del.ask(row.id, props.rowName?.(row))} />
              </Tooltip>
            ) : null}
          </Space>
        ),
      });
    }
    return cols;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [columns, params.sort, showEdit, showView, canDelete, props.rowActions, location.search]);

  const allBulk: BulkAction<T>[] = useMemo(() => {
    const acts = bulkActions.filter((a) => !a.permission || can(a.permission));
    return acts;
  }, [bulkActions, can]);

  const runBulk = async (action: BulkAction<T>, choice?: string) => {
    const ids = selected as Id[];
    const chosen = rows.filter((r) => ids.includes(r.id));
    setBulkBusy(action.key);
    try {
      const res = await action.run(ids, chosen, choice);
      if (res && 'canceled' in res) return;
      const failed = res && 'failed' in res ? res.failed : 0;
      if (failed > 0) {
        message.error([t.bulkFailed(faDigits(failed)), ...(res?.messages ?? [])].join(' — '));
        if (ids.length - failed > 0) message.success(t.bulkDone(faDigits(ids.length - failed)));
      } else message.success(t.bulkDone(faDigits(ids.length)));
      setSelected([]);
    } catch (e) {
      message.error(errorMessage(e));
    } finally {
      setBulkBusy(null);
      await invalidate();
    }
  };

  const onTableChange: TableProps<T>['onChange'] = (_p, _f, sorter, extra) => {
    if (extra.action !== 'sort') return;
    const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<T> | undefined;
    const col = columns.find((c) => c.key === s?.columnKey || c.key === s?.column?.key);
    const key = col?.sortKey;
    if (!key || !s?.order) params.set({ sort: undefined });
    else params.set({ sort: s.order === 'descend' ? `-${key}` : key });
  };

  const filtered = params.q !== '' || Object.keys(params.filters).length > 0;
  const ctx: FilterContext = { value: (n) => params.filters[n], set: (p) => params.set(p) };

  const createButton =
    props.createLabel !== false && canCreate ? (
      <Link to={`${basePath}/create`} state={{ from: location.search }}>
        <Button type="primary" icon={<PlusOutlined />}>
          {props.createLabel ?? t.create}
        </Button>
      </Link>
    ) : null;

  return (
    <div className="pk-list-page">
      <PageHeader
        title={title}
        subtitle={meta ? (meta.total_is_estimate ? t.totalAbout : t.total)(formatNumber(meta.total)) : undefined}
        extra={
          <Space wrap>
            {props.headerExtra}
            {createButton}
          </Space>
        }
      />
      {props.beforeToolbar}
      <div className="pk-toolbar">
        {props.searchable !== false ? (
          <Search
            className="pk-search"
            placeholder={props.searchPlaceholder ?? t.searchPlaceholder}
            aria-label={t.search}
            allowClear
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            onSearch={(v) => params.set({ q: v.trim() })}
          />
        ) : null}
        {filters.map((f) =>
          'render' in f ? (
            <div key={f.name} className="pk-filter">
              {f.render(ctx)}
            </div>
          ) : (
            <FilterSelect
              key={f.name}
              className="pk-filter"
              label={f.label}
              {...(f.width ? { width: f.width } : {})}
              value={params.filters[f.name]}
              options={f.options}
              onChange={(v) => params.set({ [f.name]: v })}
            />
          ),
        )}
        {filtered ? (
          <Button type="link" onClick={params.clear}>
            {t.clearFilters}
          </Button>
        ) : null}
      </div>

      {selected.length > 0 && allBulk.length > 0 ? (
        <div className="pk-bulk-bar" data-testid="bulk-bar">
          <strong>{t.selected(faDigits(selected.length))}</strong>
          {allBulk.map((a) => {
            if (a.options) {
              return (
                <Dropdown
                  key={a.key}
                  trigger={['click']}
                  menu={{ items: a.options.map((o) => ({ key: o.value, label: o.label })), onClick: ({ key }) => void runBulk(a, key) }}
                >
                  <Button icon={a.icon} loading={bulkBusy === a.key}>
                    {a.label} <DownOutlined />
                  </Button>
                </Dropdown>
              );
            }
            const b = (
              <Button key={a.key} danger={a.danger} icon={a.icon} loading={bulkBusy === a.key} onClick={a.confirm ? undefined : () => void runBulk(a)}>
                {a.label}
              </Button>
            );
            return a.confirm ? (
              <Popconfirm key={a.key} title={a.confirm(selected.length)} okText={t.yes} cancelText={t.no} okButtonProps={{ danger: a.danger }} onConfirm={() => runBulk(a)}>
                {b}
              </Popconfirm>
            ) : (
              b
            );
          })}
          <Button type="link" onClick={() => setSelected([])}>
            {t.clearSelection}
          </Button>
        </div>
      ) : null}

      {props.beforeTable}
      {list.isError && !list.data ? (
        <Result
          status="error"
          title={t.loadError}
          subTitle={errorMessage(list.error)}
          extra={
            <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()}>
              {errorText.retry}
            </Button>
          }
        />
      ) : (
        <>
          {list.isError ? <Alert type="error" showIcon title={errorMessage(list.error)} className="pk-mb" /> : null}
          <Table<T>
            rowKey="id"
            columns={tableColumns}
            dataSource={rows}
            loading={list.isFetching}
            onChange={onTableChange}
            scroll={{ x: 'max-content' }}
            size="middle"
            {...(props.expandable ? { expandable: props.expandable } : {})}
            rowSelection={
              allBulk.length > 0
                ? {
                    selectedRowKeys: selected,
                    onChange: setSelected,
                    preserveSelectedRowKeys: false,
                    // Persian names for the checkboxes (antd says "Select all" / "Select row N").
                    getTitleCheckboxProps: () => ({ 'aria-label': t.selectAllRows }),
                    getCheckboxProps: (row: T) => ({ 'aria-label': t.selectRow(props.rowName?.(row) ?? (typeof row.id === 'number' ? formatNumber(row.id) : faDigits(row.id))) }),
                  }
                : undefined
            }
            locale={{
              emptyText: list.isPending ? ' ' : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={filtered ? t.emptyFiltered : t.empty} />,
            }}
            pagination={listPagination(meta, (page) => params.set({ page }, { resetPage: false }))}
          />
        </>
      )}
      {del.modal}
    </div>
  );
}
