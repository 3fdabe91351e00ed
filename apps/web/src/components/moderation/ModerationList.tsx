import { CheckOutlined, CloseOutlined, DeleteOutlined, EyeOutlined, MessageOutlined } from '@ant-design/icons';
import { moderationText as t } from '@pishkhan/common/i18n/fa/moderation-screens';
import { crudText } from '@pishkhan/common/i18n/fa/ui';
import { Button, Tag, Tooltip } from 'antd';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { api, type ListMeta, type Query } from '../../app/api';
import { faDigits } from '../../app/format';
import { useSession } from '../../app/session';
import type { HomeData } from '../../app/types';
import { dateColumn } from '../crud/columns';
import { DateRangeFilter } from '../crud/DateRangeFilter';
import { StatusFilterTabs } from '../crud/FilterTabs';
import { ListPage, type BulkAction, type ListColumn, type ListFilter } from '../crud/ListPage';
import { useListParams } from '../crud/useListParams';
import { useResourceList } from '../crud/useResource';
import { lazyPart } from '../crud/lazyPart';
import './moderation.css';

/** What every moderated comment has. */
export interface ModeratedComment {
  id: number;
  body: string;
  status: string;
  created_at: string;
}
/** A reply shown under its comment. */
export interface ModerationReply {
  id: number;
  body: string;
  author: string | null;
  fromShop: boolean;
  created_at: string;
}

/** The menu badges' counts in the home envelope. */
export type PendingKey = 'new_product_comments_count' | 'new_blog_comments_count';

/** One kind of comments: its API, permission, states and how its rows read. */
export interface ModerationKind<T extends ModeratedComment> {
  /** The comments' API: list, `<api>/status`, `<api>/<id>/reply`, `<api>/<id>`, `<api>/bulk-delete`. */
  api: string;
  /** The permission resource: `read_<x>`, `update_<x>` (states), `create_<x>` (reply), `delete_<x>`. */
  permission: string;
  /** The list's route. */
  basePath: string;
  searchPlaceholder: string;
  /** The states in tab order, with their tag colour. */
  statuses: { value: string; label: string; color: string }[];
  /** The approved and the refused state (bulk actions). */
  approved: string;
  refused: { value: string; label: string };
  /** The home envelope's count of pending comments (the menu's badge). */
  pendingKey: PendingKey;
  author: (row: T) => ReactNode;
  /** What the comment is about (the product, the post). */
  subject: { title: string; render: (row: T) => ReactNode };
  replies: (row: T) => ModerationReply[];
  /** The name of the comment this one answers, when it is a reply. */
  inReplyTo?: (row: T) => { name: string; body: string } | null;
  /** A line above the body (a product comment's title). */
  heading?: (row: T) => ReactNode;
  extraColumns?: ListColumn<T>[];
  /** The comment's own page. */
  detailPath?: (row: T) => string;
  /** Whether the shop may reply to this row (a reply cannot be answered). */
  canReply?: (row: T) => boolean;
  /** More filters beside the date range. */
  filters?: ListFilter[];
}

type ModerationMeta = ListMeta & { status_counts?: Record<string, number>; total_pending?: number };

const ReplyDialog = lazyPart(() => import('./ReplyDialog').then((m) => m.ReplyDialog));

/** Keeps the menu's badge as the server counts it: every list answer and every write carries the pending total. */
export function usePendingCount(key: PendingKey) {
  const { patch } = useSession();
  return useCallback(
    (n: number | undefined) => {
      if (typeof n === 'number') patch((h: HomeData) => (h[key] === n ? h : { ...h, [key]: n }));
    },
    [patch, key],
  );
}

function StatusTabs({ kind, query }: { kind: ModerationKind<any>; query?: Query }) {
  const params = useListParams(query ? { fixed: query } : {});
  const list = useResourceList(kind.api, params.query);
  const meta = list.data?.meta as ModerationMeta | undefined;
  const counts = meta?.status_counts;
  const setPending = usePendingCount(kind.pendingKey);
  useEffect(() => setPending(meta?.total_pending), [meta?.total_pending, setPending]);
  const all = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : undefined;
  // Every state has a count once the counts are known (a state with no comments shows zero).
  const known = counts && Object.fromEntries(kind.statuses.map((s) => [s.value, counts[s.value] ?? 0]));
  return <StatusFilterTabs params={params} allLabel={t.all} allCount={all} statuses={kind.statuses.map((s) => ({ key: s.value, label: s.label }))} counts={known} />;
}

function ReplyButton({ kind, row }: { kind: ModerationKind<any>; row: ModeratedComment }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title={t.reply}>
        <Button type="text" size="small" icon={<MessageOutlined />} aria-label={t.reply} onClick={() => setOpen(true)} />
      </Tooltip>
      {open ? <ReplyDialog api={kind.api} comment={row} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/** A long text cut at three lines, opened in place («بیشتر»); plain CSS, no text-measuring component. */
function LongText({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const long = text.length > 220 || text.split('\n').length > 3;
  return (
    <div className="pk-mod-text">
      <div className={long && !open ? 'pk-mod-clamp' : undefined}>{text}</div>
      {long ? (
        <button type="button" className="pk-mod-more" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
          {open ? t.less : t.more}
        </button>
      ) : null}
    </div>
  );
}

/** The comment's body with the comment it answers above and the replies below. */
export function CommentBody<T extends ModeratedComment>({ kind, row }: { kind: ModerationKind<T>; row: T }) {
  const parent = kind.inReplyTo?.(row);
  return (
    <div className="pk-mod-body">
      {parent ? (
        <div className="pk-mod-parent">
          {t.inReplyTo(parent.name)}: {parent.body.length > 80 ? `${parent.body.slice(0, 80)}…` : parent.body}
        </div>
      ) : null}
      {kind.heading?.(row)}
      <LongText text={row.body} />
      {kind.replies(row).map((x) => (
        <div key={x.id} className="pk-mod-reply">
          <span className="pk-mod-muted">{x.fromShop ? t.shopReply : x.author}:</span> {x.body}
        </div>
      ))}
    </div>
  );
}

/**
 * The moderation queue of one kind of comments (product comments, post comments): state tabs with
 * counts, search, date range, bulk approve / refuse / delete, the shop's reply, each row's thread and
 * its page. Controls follow the admin's permissions; a reader sees the queue only.
 */
export function ModerationList<T extends ModeratedComment>({ kind, title, query, headerExtra }: { kind: ModerationKind<T>; title: string; query?: Query; headerExtra?: ReactNode }) {
  const { can } = useSession();
  const setPending = usePendingCount(kind.pendingKey);
  const P = kind.permission;
  const statusOf = useMemo(() => new Map(kind.statuses.map((s) => [s.value, s])), [kind.statuses]);

  const setStatus = (status: string) => async (ids: (number | string)[]) => {
    const res = await api.post<{ data: { total_pending?: number } }>(`${kind.api}/status`, { ids, status });
    setPending(res.data.total_pending);
  };
  const bulk: BulkAction<T>[] = [
    { key: 'approve', label: t.approve, icon: <CheckOutlined />, permission: `update_${P}`, run: setStatus(kind.approved) },
    { key: 'refuse', label: kind.refused.label, icon: <CloseOutlined />, permission: `update_${P}`, run: setStatus(kind.refused.value) },
    {
      key: 'delete',
      label: crudText.bulkDelete,
      icon: <DeleteOutlined />,
      danger: true,
      permission: `delete_${P}`,
      confirm: (n) => t.bulkDeleteConfirm(faDigits(n)),
      run: async (ids) => {
        const res = await api.post<{ data: { total_pending?: number } }>(`${kind.api}/bulk-delete`, { ids });
        setPending(res.data.total_pending);
      },
    },
  ];

  const columns: ListColumn<T>[] = [
    { key: 'body', title: t.body, render: (_: unknown, r: T) => <CommentBody kind={kind} row={r} /> },
    { key: 'subject', title: kind.subject.title, render: (_: unknown, r: T) => kind.subject.render(r) },
    { key: 'author', title: t.author, render: (_: unknown, r: T) => kind.author(r) },
    ...(kind.extraColumns ?? []),
    { key: 'status', title: crudText.status, width: 130, render: (_: unknown, r: T) => <Tag color={statusOf.get(r.status)?.color}>{statusOf.get(r.status)?.label ?? r.status}</Tag> },
    dateColumn<T>(),
  ];
  const filters: ListFilter[] = [...(kind.filters ?? []), { name: 'from', render: (ctx) => <DateRangeFilter ctx={ctx} label={t.dateRange} /> }];

  return (
    <ListPage<T>
      title={title}
      apiPath={kind.api}
      permission={P}
      basePath={kind.basePath}
      columns={columns}
      createLabel={false}
      editPath={false}
      searchPlaceholder={kind.searchPlaceholder}
      filters={filters}
      bulkActions={bulk}
      {...(query ? { query } : {})}
      {...(headerExtra ? { headerExtra } : {})}
      beforeToolbar={<StatusTabs kind={kind} {...(query ? { query } : {})} />}
      rowName={(r) => (r.body.length > 40 ? `${r.body.slice(0, 40)}…` : r.body)}
      rowActions={(r) => (
        <>
          {can(`create_${P}`) && (kind.canReply?.(r) ?? true) ? <ReplyButton kind={kind} row={r} /> : null}
          {kind.detailPath ? (
            <Tooltip title={t.open}>
              <Link to={kind.detailPath(r)} aria-label={t.open}>
                <Button type="text" size="small" icon={<EyeOutlined />} tabIndex={-1} />
              </Link>
            </Tooltip>
          ) : null}
        </>
      )}
    />
  );
}
