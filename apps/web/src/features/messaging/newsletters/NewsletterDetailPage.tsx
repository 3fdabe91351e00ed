import { newsletterAudienceLabels, newsletterChannelLabels, newsletterNames, newsletterStatusLabels, newsletterText as t, recipientStatusLabels, skipReasonLabels } from '@pishkhan/common/i18n/fa/newsletter-labels';
import { RECIPIENT_STATUSES } from '@pishkhan/common/resources/newsletter.resource';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Descriptions, Input, Popconfirm, Segmented, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { api, errorMessage, type DataResponse, type ListResponse } from '../../../app/api';
import { faDigits, formatDateTime, formatNumber } from '../../../app/format';
import { useSession } from '../../../app/session';
import { PageHeader } from '../../../components/crud/PageHeader';
import { TaskProgress } from '../../../components/tasks/TaskProgress';
import { useMessageChannels } from '../../../components/tasks/useMessageChannels';
import { STATUS_COLOR } from './status';
import './newsletters.css';

const API = '/api/admin/newsletters';
const L = newsletterNames.fields;
type Newsletter = { id: number; title: string; channel: 'email' | 'sms'; audience: string; subject: string | null; status: string; send_at: string | null; started_at: string | null; finished_at: string | null };
type Clicks = { total: number; unique_clickers: number; links: { url: string; clicks: number }[] };
type Stats = { status: string; task_id: number | null; counts: Record<string, number>; audience: { total: number; sendable: number } | null; clicks?: Clicks | null };
type Recipient = { id: number; address: string; name: string | null; status: string; error: string | null; sent_at: string | null };
const R_COLOR: Record<string, string> = { queued: 'default', sending: 'processing', sent: 'success', failed: 'error', skipped: 'default', unknown: 'warning' };
const ACTIVE = ['scheduled', 'sending'];

/** A mobile or an address as a person reads it: mobiles in Persian digits, e-mails as they are. */
const shownAddress = (a: string) => (/^09\d{9}$/.test(a) ? faDigits(a) : a);

/**
 * /admin/newsletters/{id}: the newsletter's sending — send now or as scheduled, a test send, pause,
 * resume, cancel, retry the failed and (on request) resend those whose fate is unknown; live progress,
 * counts per status and the recipients one by one with the server's reason.
 */
export default function NewsletterDetailPage() {
  const id = Number(useParams().id);
  const { can } = useSession();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const mayEdit = can('update_newsletters');
  const maySend = can('send_newsletters');
  const [filter, setFilter] = useState<string>('all');
  const [page, setPage] = useState(1);
  const [testTo, setTestTo] = useState('');
  const [busy, setBusy] = useState<string | null>(null);

  const nl = useQuery({ queryKey: ['newsletters', id], queryFn: ({ signal }) => api.get<DataResponse<Newsletter>>(`${API}/${id}`, undefined, { signal }).then((r) => r.data) });
  const stats = useQuery({
    queryKey: ['newsletters', id, 'stats'],
    queryFn: ({ signal }) => api.get<DataResponse<Stats>>(`${API}/${id}/stats`, undefined, { signal }).then((r) => r.data),
    refetchInterval: (q) => (q.state.data && ACTIVE.includes(q.state.data.status) ? 2000 : false),
  });
  const recipients = useQuery({
    queryKey: ['newsletters', id, 'recipients', filter, page],
    queryFn: ({ signal }) => api.get<ListResponse<Recipient>>(`${API}/${id}/recipients`, { page, per_page: 20, ...(filter !== 'all' ? { status: filter } : {}) }, { signal }),
    refetchInterval: stats.data && ACTIVE.includes(stats.data.status) ? 3000 : false,
  });
  const channels = useMessageChannels();
  const refresh = () => qc.invalidateQueries({ queryKey: ['newsletters'] });

  const act = async (name: string) => {
    setBusy(name);
    try {
      await api.post(`${API}/${id}/${name}`);
      await refresh();
    } catch (e) {
      message.error(errorMessage(e));
    } finally {
      setBusy(null);
    }
  };
  const testSend = async () => {
    setBusy('test');
    try {
      const r = (await api.post<DataResponse<{ ok: boolean; reason?: string }>>(`${API}/${id}/test`, { to: testTo })).data;
      if (r.ok) message.success(t.testSent);
      else message.error(t.testFailed(r.reason ?? ''));
    } catch (e) {
      message.error(errorMessage(e));
    } finally {
      setBusy(null);
    }
  };

  if (nl.isError) return <Alert type="error" showIcon message={errorMessage(nl.error)} />;
  const n = nl.data;
  const s = stats.data;
  const status = s?.status ?? n?.status ?? 'draft';
  const counts = s?.counts ?? {};
  const via = n && channels.data ? (n.channel === 'email' ? channels.data.email : channels.data.sms) : null;

  return (
    <div>
      <PageHeader title={n?.title ?? newsletterNames.one} back="/newsletters" extra={<Tag color={STATUS_COLOR[status]}>{newsletterStatusLabels[status as 'draft'] ?? status}</Tag>} />
      {via === 'outbox' || via === 'log' ? <Alert type="warning" showIcon style={{ marginBlockEnd: 16 }} message={t.noChannel[via]} /> : null}
      {n ? (
        <Card size="small" style={{ marginBlockEnd: 16 }}>
          <Descriptions size="small" column={{ xs: 1, md: 3 }}>
            <Descriptions.Item label={L.channel}>{newsletterChannelLabels[n.channel]}</Descriptions.Item>
            <Descriptions.Item label={L.audience}>{newsletterAudienceLabels[n.audience as 'members'] ?? n.audience}</Descriptions.Item>
            <Descriptions.Item label={L.send_at}>{formatDateTime(n.send_at) || '—'}</Descriptions.Item>
            {n.subject ? <Descriptions.Item label={L.subject}>{n.subject}</Descriptions.Item> : null}
            {s?.audience ? <Descriptions.Item label={L.recipients_count}>{formatNumber(s.audience.sendable)}</Descriptions.Item> : null}
            {n.started_at ? <Descriptions.Item label={L.started_at}>{formatDateTime(n.started_at)}</Descriptions.Item> : null}
            {n.finished_at ? <Descriptions.Item label={L.finished_at}>{formatDateTime(n.finished_at)}</Descriptions.Item> : null}
          </Descriptions>
        </Card>
      ) : null}

      <div className="pk-nl-actions">
        {mayEdit && (status === 'draft' || status === 'scheduled') ? (
          <Link to={`/newsletters/edit/${id}`}>
            <Button>{t.edit}</Button>
          </Link>
        ) : null}
        {maySend && (status === 'draft' || (status === 'scheduled' && !s?.task_id)) ? (
          <Button type="primary" loading={busy === 'send'} onClick={() => act('send')}>
            {n?.send_at && new Date(n.send_at).getTime() > Date.now() ? t.schedule : t.sendNow}
          </Button>
        ) : null}
        {maySend && status === 'sending' ? (
          <Button loading={busy === 'pause'} onClick={() => act('pause')}>
            {t.pause}
          </Button>
        ) : null}
        {maySend && status === 'paused' ? (
          <Button type="primary" loading={busy === 'resume'} onClick={() => act('resume')}>
            {t.resume}
          </Button>
        ) : null}
        {maySend && ['scheduled', 'sending', 'paused'].includes(status) ? (
          <Popconfirm title={t.cancelConfirm} onConfirm={() => act('cancel')}>
            <Button danger loading={busy === 'cancel'}>
              {t.cancel}
            </Button>
          </Popconfirm>
        ) : null}
        {maySend && (counts.failed ?? 0) > 0 && !ACTIVE.includes(status) ? (
          <Button loading={busy === 'retry-failed'} onClick={() => act('retry-failed')}>
            {t.retryFailed} ({formatNumber(counts.failed)})
          </Button>
        ) : null}
        {maySend && (counts.unknown ?? 0) > 0 && !ACTIVE.includes(status) ? (
          <Popconfirm title={t.resendUnknownConfirm} onConfirm={() => act('resend-unknown')}>
            <Button loading={busy === 'resend-unknown'}>
              {t.resendUnknown} ({formatNumber(counts.unknown)})
            </Button>
          </Popconfirm>
        ) : null}
      </div>

      {maySend ? (
        <Card size="small" title={t.testSend} style={{ marginBlockEnd: 16 }}>
          <div className="pk-nl-test">
            <Input aria-label={t.testTo} placeholder={t.testTo} dir="ltr" value={testTo} onChange={(e) => setTestTo(e.target.value)} onPressEnter={testSend} />
            <Button loading={busy === 'test'} onClick={testSend} disabled={!testTo.trim()}>
              {t.testSend}
            </Button>
          </div>
        </Card>
      ) : null}

      {s?.task_id && status !== 'draft' ? (
        <Card size="small" title={t.progress} style={{ marginBlockEnd: 16 }}>
          <TaskProgress taskId={s.task_id} onFinished={() => void refresh()} />
        </Card>
      ) : null}

      {s?.clicks ? <ClicksCard clicks={s.clicks} /> : null}

      <Card size="small" title={t.recipients}>
        <div className="pk-nl-counts" aria-label={t.counts}>
          {RECIPIENT_STATUSES.map((k) => (
            <Tag key={k} color={R_COLOR[k]}>
              {recipientStatusLabels[k]}: {formatNumber(counts[k] ?? 0)}
            </Tag>
          ))}
        </div>
        <Segmented
          value={filter}
          onChange={(v) => {
            setFilter(String(v));
            setPage(1);
          }}
          options={[{ value: 'all', label: t.recipients }, ...RECIPIENT_STATUSES.map((k) => ({ value: k, label: recipientStatusLabels[k] }))]}
          style={{ marginBlockEnd: 12, maxInlineSize: '100%', overflowX: 'auto' }}
        />
        <Table<Recipient>
          rowKey="id"
          size="small"
          loading={recipients.isLoading}
          dataSource={recipients.data?.data ?? []}
          scroll={{ x: 600 }}
          pagination={{ current: page, pageSize: 20, total: recipients.data?.meta.total ?? 0, onChange: setPage, showSizeChanger: false }}
          columns={[
            { key: 'address', title: t.recipient, render: (_, r) => <span dir="ltr">{shownAddress(r.address)}</span> },
            { key: 'name', title: t.name, dataIndex: 'name', render: (v: string | null) => v ?? '' },
            { key: 'status', title: L.status, render: (_, r) => <Tag color={R_COLOR[r.status]}>{recipientStatusLabels[r.status as 'sent'] ?? r.status}</Tag> },
            { key: 'error', title: t.reason, render: (_, r) => <Typography.Text className="pk-nl-reason" type="secondary">{r.error ? (skipReasonLabels[r.error] ?? r.error) : ''}</Typography.Text> },
            { key: 'sent_at', title: t.sentAt, render: (_, r) => formatDateTime(r.sent_at) },
          ]}
        />
      </Card>
    </div>
  );
}

/** Counted clicks, shown for a newsletter sent with click counting on: in all, people, per link (opens are not counted). */
function ClicksCard({ clicks }: { clicks: Clicks }) {
  return (
    <Card size="small" title={t.clicks} style={{ marginBlockEnd: 16 }}>
      <Typography.Paragraph type="secondary">{t.clicksNote}</Typography.Paragraph>
      <Descriptions size="small" column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label={t.totalClicks}>{formatNumber(clicks.total)}</Descriptions.Item>
        <Descriptions.Item label={t.uniqueClickers}>{formatNumber(clicks.unique_clickers)}</Descriptions.Item>
      </Descriptions>
      {clicks.total === 0 ? (
        <Typography.Text type="secondary">{t.noClicks}</Typography.Text>
      ) : (
        <Table<Clicks['links'][number]>
          rowKey="url"
          size="small"
          pagination={false}
          dataSource={clicks.links}
          aria-label={t.clicks}
          columns={[
            { key: 'url', title: t.link, render: (_, l) => <span dir="ltr" className="pk-nl-link">{l.url}</span> },
            { key: 'clicks', title: t.totalClicks, width: 120, render: (_, l) => formatNumber(l.clicks) },
          ]}
        />
      )}
    </Card>
  );
}
