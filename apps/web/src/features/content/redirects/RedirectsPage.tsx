import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import HistoryOutlined from '@ant-design/icons/HistoryOutlined';
import ImportOutlined from '@ant-design/icons/ImportOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { redirectLabels as L, redirectScreen as t } from '@pishkhan/common/i18n/fa/redirects';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Dropdown, Input, Popconfirm, Switch, Table, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { api, errorMessage, type ListResponse } from '../../../app/api';
import { formatDateTime, formatNumber } from '../../../app/format';
import { useCan } from '../../../app/session';
import { downloadFile } from '../../../components/crud/download';
import { PageHeader } from '../../../components/crud/PageHeader';
import type { SortButtonProps } from '../../../components/crud/SortButton';
import { useDebounced } from '../../../components/crud/useDebounced';
import { READ, REDIRECTS_API, WRITE, type Redirect } from './redirects.api';
import { RedirectTester } from './RedirectTester';
import './redirects.css';

// Dialogs and the drag list load when opened.
const RedirectForm = lazy(() => import('./RedirectForm'));
const ImportDialog = lazy(() => import('./ImportDialog'));
const VersionsDrawer = lazy(() => import('./VersionsDrawer'));
const SortButton = lazy(() => import('../../../components/crud/SortButton').then((m) => ({ default: m.SortButton as (p: SortButtonProps<Redirect>) => ReactNode })));

const PER_PAGE = 50;

/** Every rule in order (the sort needs them all), read 100 at a time. */
async function allRules(): Promise<Redirect[]> {
  const out: Redirect[] = [];
  for (let page = 1; ; page++) {
    const res = await api.get<ListResponse<Redirect>>(REDIRECTS_API, { sort: 'position', per_page: 100, page });
    out.push(...res.data);
    if (page >= res.meta.last_page) return out;
  }
}

export const KindTag = ({ kind }: { kind: number }) => <Tag color={kind === 410 ? 'red' : kind === 301 ? 'green' : 'gold'}>{L.kindLabels[String(kind)]}</Tag>;
export const Ltr = ({ children }: { children: ReactNode }) => (
  <span dir="ltr" className="pk-redirect-path">
    {children}
  </span>
);

/** /admin/htaccess: the redirect rules in order, the tester, import, export, versions. */
export default function RedirectsPage() {
  const can = useCan();
  const canWrite = can(WRITE);
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const q = useDebounced(search, 300);
  const [editing, setEditing] = useState<Redirect | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  const [versions, setVersions] = useState(false);
  const list = useQuery({
    queryKey: [REDIRECTS_API, { page, q }],
    queryFn: () => api.get<ListResponse<Redirect> & { meta: { shadowed?: { rule_id: number; by: number }[] } }>(REDIRECTS_API, { page, per_page: PER_PAGE, sort: 'position', q: q || undefined }),
    enabled: canWrite || can(READ),
  });
  const shadowed = useMemo(() => new Map((list.data?.meta.shadowed ?? []).map((s) => [s.rule_id, s.by])), [list.data]);
  const refresh = () => qc.invalidateQueries({ queryKey: [REDIRECTS_API] });

  const toggle = async (r: Redirect, active: boolean) => {
    try {
      await api.patch(`${REDIRECTS_API}/${r.id}`, { active });
      await refresh();
    } catch (e) {
      message.error(errorMessage(e));
    }
  };
  const remove = async (r: Redirect) => {
    try {
      await api.delete(`${REDIRECTS_API}/${r.id}`);
      message.success(t.deleted);
      await refresh();
    } catch (e) {
      message.error(errorMessage(e));
    }
  };
  const download = (format: 'htaccess' | 'nginx') =>
    downloadFile(`${REDIRECTS_API}/export`, { format }, format === 'nginx' ? 'redirects.nginx.conf' : 'redirects.htaccess').catch((e) => message.error(errorMessage(e)));

  const columns: ColumnsType<Redirect> = [
    { key: 'position', title: '#', dataIndex: 'position', width: 56, render: (v: number) => formatNumber(v) },
    {
      key: 'source',
      title: L.fields.source,
      render: (_, r) => (
        <div className="pk-redirect-source">
          <Tag>{L.matchLabels[r.match]}</Tag>
          <Ltr>{r.source}</Ltr>
          {shadowed.has(r.id) ? (
            <Tooltip title={t.shadowed(formatNumber(list.data?.data.find((x) => x.id === shadowed.get(r.id))?.position ?? shadowed.get(r.id)!))}>
              <Tag color="orange">{t.shadowedShort}</Tag>
            </Tooltip>
          ) : null}
          {r.note ? <div className="pk-redirect-note">{r.note}</div> : null}
        </div>
      ),
    },
    { key: 'kind', title: L.fields.kind, dataIndex: 'kind', width: 150, render: (k: number) => <KindTag kind={k} /> },
    { key: 'target', title: L.fields.target, dataIndex: 'target', render: (v: string | null) => (v ? <Ltr>{v}</Ltr> : '—') },
    {
      key: 'active',
      title: L.fields.active,
      dataIndex: 'active',
      width: 80,
      render: (v: boolean, r) => (canWrite ? <Switch size="small" checked={v} aria-label={`${L.fields.active} ${r.source}`} onChange={(on) => void toggle(r, on)} /> : <Tag color={v ? 'green' : 'default'}>{v ? L.fields.active : t.inactive}</Tag>),
    },
    {
      key: 'hits',
      title: t.hits,
      width: 150,
      render: (_, r) => (
        <div>
          <div>{formatNumber(r.hit_count)}</div>
          <div className="pk-redirect-note">{r.last_hit_at ? formatDateTime(r.last_hit_at) : t.never}</div>
        </div>
      ),
    },
  ];
  if (canWrite)
    columns.push({
      key: 'actions',
      title: '',
      width: 96,
      render: (_, r) => (
        <span className="pk-nowrap">
          <Button type="text" icon={<EditOutlined />} aria-label={`${t.edit} ${r.source}`} onClick={() => setEditing(r)} />
          <Popconfirm title={t.deleteConfirm} onConfirm={() => remove(r)} okText={t.delete} cancelText={t.cancel}>
            <Button type="text" danger icon={<DeleteOutlined />} aria-label={`${t.delete} ${r.source}`} />
          </Popconfirm>
        </span>
      ),
    });

  return (
    <div className="pk-redirects">
      <PageHeader
        title={t.title}
        extra={
          <div className="pk-redirect-actions">
            {canWrite ? (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
                {t.add}
              </Button>
            ) : null}
            {canWrite ? (
              <Button icon={<ImportOutlined />} onClick={() => setImporting(true)}>
                {t.import}
              </Button>
            ) : null}
            <Dropdown
              menu={{
                items: [
                  { key: 'htaccess', label: t.exportHtaccess, onClick: () => void download('htaccess') },
                  { key: 'nginx', label: t.exportNginx, onClick: () => void download('nginx') },
                ],
              }}
            >
              <Button icon={<DownloadOutlined />}>{t.export}</Button>
            </Dropdown>
            <Button icon={<HistoryOutlined />} onClick={() => setVersions(true)}>
              {t.versions}
            </Button>
            {canWrite ? (
              <Suspense fallback={null}>
                <SortButton
                  apiPath={REDIRECTS_API}
                  orderPath={`${REDIRECTS_API}/sort`}
                  method="post"
                  permission={WRITE}
                  load={allRules}
                  text={{ sort: t.sort, sortTitle: t.sortTitle, sortHelp: t.sortHelp, saveOrder: t.save, sortSaved: t.sorted }}
                  title={(r) => r.source}
                  renderItem={(r) => (
                    <span>
                      <KindTag kind={r.kind} /> <Ltr>{r.source}</Ltr> ← <Ltr>{r.target ?? '—'}</Ltr>
                    </span>
                  )}
                />
              </Suspense>
            ) : null}
          </div>
        }
      />
      {!canWrite ? <Alert type="info" showIcon title={t.readOnly} className="pk-mb" /> : null}
      <RedirectTester />
      <Input.Search allowClear placeholder={t.search} aria-label={t.search} value={search} onChange={(e) => { setSearch(e.target.value); setPage(1); }} className="pk-redirect-search" />
      {list.error ? <Alert type="error" showIcon title={errorMessage(list.error)} className="pk-mb" /> : null}
      <Table<Redirect>
        rowKey="id"
        size="middle"
        loading={list.isLoading}
        columns={columns}
        dataSource={list.data?.data ?? []}
        rowClassName={(r) => (r.active ? '' : 'pk-redirect-inactive')}
        locale={{ emptyText: t.empty }}
        scroll={{ x: 900 }}
        pagination={(list.data?.meta.total ?? 0) > PER_PAGE ? { current: page, pageSize: PER_PAGE, total: list.data?.meta.total ?? 0, showSizeChanger: false, onChange: setPage } : false}
      />
      <Suspense fallback={null}>
        {editing ? <RedirectForm row={editing === 'new' ? null : editing} onClose={(saved) => { setEditing(null); if (saved) void refresh(); }} /> : null}
        {importing ? <ImportDialog onClose={(done) => { setImporting(false); if (done) void refresh(); }} /> : null}
        {versions ? <VersionsDrawer canWrite={canWrite} onClose={(restored) => { setVersions(false); if (restored) void refresh(); }} /> : null}
      </Suspense>
    </div>
  );
}
