import { redirectLabels as L, redirectScreen as t } from '@pishkhan/common/i18n/fa/redirects';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Drawer, Popconfirm, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { api, errorMessage, type DataResponse } from '../../../app/api';
import { formatDateTime, formatNumber } from '../../../app/format';
import { REDIRECTS_API, type DiffEntry, type SnapshotRule, type Version, type VersionDetail } from './redirects.api';

const ruleText = (r: SnapshotRule | null) => (r ? `${r.source} → ${r.target ?? r.kind}` : '');
/** A field's value as the diff shows it (kinds and match kinds by their Persian names). */
const valueText = (f: string, v: unknown) =>
  v === null || v === undefined || v === '' ? t.empty_value : f === 'kind' ? L.kindLabels[String(v)] : f === 'match' ? L.matchLabels[String(v)] : f === 'active' ? (v ? L.fields.active : t.inactive) : String(v);

function DiffList({ title, color, items }: { title: string; color: string; items: DiffEntry[] }) {
  if (!items.length) return null;
  return (
    <>
      <div className="pk-redirect-diff-title">
        <Tag color={color}>{title}</Tag>
      </div>
      <ul>
        {items.map((d) => (
          <li key={d.id}>
            {d.before && d.after ? (
              <>
                <span dir="ltr" className="pk-redirect-path">{d.after.source}</span>
                {d.fields.map((f) => (
                  <div key={f}>
                    <Tag>{(L.fields as Record<string, string>)[f] ?? f}</Tag>
                    <span dir="ltr" className="pk-redirect-path">{valueText(f, d.before![f as keyof SnapshotRule])}</span>
                    {' ← '}
                    <span dir="ltr" className="pk-redirect-path">{valueText(f, d.after![f as keyof SnapshotRule])}</span>
                  </div>
                ))}
              </>
            ) : (
              <span dir="ltr" className="pk-redirect-path">{ruleText(d.before ?? d.after)}</span>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

/** One version compared with the rules as they are now (what restoring it would undo or bring back). */
function Compare({ id }: { id: number }) {
  const q = useQuery({ queryKey: [REDIRECTS_API, 'version', id], queryFn: () => api.get<DataResponse<VersionDetail>>(`${REDIRECTS_API}/versions/${id}`) });
  if (q.isLoading) return <Skeleton active />;
  if (q.error) return <Alert type="error" showIcon title={errorMessage(q.error)} />;
  const d = q.data!.data.diff;
  if (!d.added.length && !d.removed.length && !d.changed.length && !d.moved.length) return <Alert type="success" showIcon title={t.noDiff} />;
  return (
    <div>
      {/* The diff reads from the version to now: «added» since then, «removed» since then. */}
      <DiffList title={t.added} color="green" items={d.added} />
      <DiffList title={t.removed} color="red" items={d.removed} />
      <DiffList title={t.changed} color="gold" items={d.changed} />
      {d.moved.length ? <Tag color="blue">{`${t.moved}: ${formatNumber(d.moved.length)}`}</Tag> : null}
    </div>
  );
}

/** The versions of the rule set, newest first: compare any with now, restore one (the current set is kept as a version too). */
export default function VersionsDrawer({ canWrite, onClose }: { canWrite: boolean; onClose: (restored: boolean) => void }) {
  const { message } = App.useApp();
  const [open, setOpen] = useState<number | null>(null);
  const list = useQuery({ queryKey: [REDIRECTS_API, 'versions'], queryFn: () => api.get<DataResponse<Version[]>>(`${REDIRECTS_API}/versions`) });
  const restore = async (id: number) => {
    try {
      await api.post(`${REDIRECTS_API}/versions/${id}/restore`);
      message.success(t.restored);
      onClose(true);
    } catch (e) {
      message.error(errorMessage(e));
    }
  };
  return (
    <Drawer open title={t.versionsTitle} onClose={() => onClose(false)} size="large" destroyOnHidden>
      {list.error ? <Alert type="error" showIcon title={errorMessage(list.error)} /> : null}
      {list.isLoading ? <Skeleton active /> : null}
      <ul className="pk-redirect-versions">
        {(list.data?.data ?? []).map((v) => (
          <li key={v.id}>
            <div className="pk-redirect-version-head">
              <div>
                <div>
                  {t.versionOf(v.id)} <Tag>{t.reasons[v.reason] ?? v.reason}</Tag> {t.rulesCount(v.count)}
                </div>
                <div className="pk-redirect-note">{`${formatDateTime(v.created_at)}${v.admin ? ` — ${t.by} ${v.admin.name}` : ''}`}</div>
              </div>
              <div className="pk-redirect-actions">
                <Button size="small" aria-expanded={open === v.id} onClick={() => setOpen(open === v.id ? null : v.id)}>
                  {t.compare}
                </Button>
                {canWrite ? (
                  <Popconfirm title={t.restoreConfirm} onConfirm={() => restore(v.id)} okText={t.restore} cancelText={t.cancel}>
                    <Button size="small" type="primary" ghost>
                      {t.restore}
                    </Button>
                  </Popconfirm>
                ) : null}
              </div>
            </div>
            {open === v.id ? (
              <div className="pk-redirect-compare">
                <Compare id={v.id} />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </Drawer>
  );
}
