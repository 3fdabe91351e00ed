import { BellOutlined, ShoppingCartOutlined, WarningOutlined } from '@ant-design/icons';
import { notificationsText as t } from '@pishkhan/common/i18n/fa/ui';
import { useQueryClient } from '@tanstack/react-query';
import { App, Badge, Button, Empty, Popover } from 'antd';
import { useState, type MouseEvent } from 'react';
import { Link, useHref, useNavigate } from 'react-router';
import { api, errorMessage } from '../api';
import { badgeCount, formatShortDateTime } from '../format';
import { inboxStaleList, notificationLink, notificationStaleList, parseNotificationData } from '../notifications';
import { SESSION_KEY, useSession } from '../session';
import type { AdminNotification } from '../types';
import { useNotificationStream } from './useNotificationStream';
import { taskKey } from '../../components/tasks/task.api';

const PER_PAGE = 20;

export function NotificationsBell() {
  const { home, patch, refresh } = useSession();
  const { message, notification } = App.useApp();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const root = useHref('/').replace(/\/$/, '');
  const [open, setOpen] = useState(false);
  const [hasMore, setHasMore] = useState(true);
  const [loadingMore, setLoadingMore] = useState(false);
  const list = home.notifications ?? [];
  const unread = home.total_unread_notifications ?? 0;

  /** The pop-up of a new notification (3000 ms, antd's 300 ms motion; spec §9), linking to its target. */
  const popUp = (n: AdminNotification) => {
    const d = parseNotificationData(n.data);
    const to = notificationLink(n);
    const follow = (e: MouseEvent<HTMLAnchorElement>) => {
      if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      e.preventDefault();
      notification.destroy(String(n.id));
      void navigate(to!);
    };
    notification.open({
      key: String(n.id),
      className: 'pk-live-notif',
      icon: n.type === 'order' ? <ShoppingCartOutlined className="pk-notif-icon" /> : <WarningOutlined className="pk-notif-icon pk-notif-icon--warn" />,
      title: t.types[n.type] ?? t.unknownType,
      description: (
        <span className="pk-notif-text" data-testid="live-notification">
          {d.description ? <span className="pk-notif-desc">{d.description}</span> : null}
          {to ? (
            <a href={root + to} onClick={follow}>
              {t.open}
            </a>
          ) : null}
        </span>
      ),
    });
  };

  useNotificationStream({
    // After a (re)connect the server's count differs from ours only if we missed something: re-read.
    onHello: (total) => {
      const current = qc.getQueryData<typeof home>(SESSION_KEY)?.total_unread_notifications;
      if (current !== total && !qc.isFetching({ queryKey: SESSION_KEY })) void refresh();
    },
    onNotification: ({ total_unread_notifications, ...n }) => {
      patch((h) => ({
        ...h,
        notifications: [n, ...h.notifications.filter((x) => String(x.id) !== String(n.id))],
        total_unread_notifications,
      }));
      popUp(n);
      const stale = notificationStaleList(n.type);
      if (stale) void qc.invalidateQueries({ queryKey: [stale, 'list'] });
    },
    // A task's progress goes straight into its query: every TaskProgress showing it follows.
    onTask: (task) => qc.setQueryData(taskKey(task.id), task),
    // A contact message or a comment from the storefront: the header's and the menu's counts (the
    // session) and an open inbox list re-read, each with this admin's own rights. An order placed or
    // moved anywhere: an open orders list re-reads (its tab counts too).
    onInbox: (topic) => {
      // Orders change no count the session carries; their open list re-reads below.
      if (topic !== 'orders') void refresh();
      const stale = inboxStaleList(topic);
      if (stale) void qc.invalidateQueries({ queryKey: [stale, 'list'] });
    },
    // Refused (e.g. the session ended elsewhere): re-reading the session sends a signed-out admin to the login page.
    onRefused: () => void refresh(),
  });

  const markRead = async () => {
    try {
      const res = await api.post<{ data: { total_unread_notifications: number; total_unread_contacts: number } }>('/api/admin/notifications/read');
      const now = new Date().toISOString();
      patch((h) => ({
        ...h,
        total_unread_notifications: res.data.total_unread_notifications,
        total_unread_contacts: res.data.total_unread_contacts,
        notifications: h.notifications.map((n) => (n.read_at ? n : { ...n, read_at: now })),
        contacts: res.data.total_unread_contacts === 0 ? h.contacts.map((c) => ({ ...c, status: 1 as const })) : h.contacts,
      }));
    } catch (e) {
      message.error(errorMessage(e) || t.markReadFailed);
    }
  };

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next && unread > 0) void markRead();
  };

  const loadMore = async () => {
    const last = list[list.length - 1];
    if (!last) return;
    setLoadingMore(true);
    try {
      const res = await api.get<{ data: AdminNotification[]; meta?: { has_more?: boolean } }>('/api/admin/notifications', {
        before: last.created_at,
        per_page: PER_PAGE,
      });
      patch((h) => {
        const seen = new Set(h.notifications.map((n) => n.id));
        return { ...h, notifications: [...h.notifications, ...res.data.filter((n) => !seen.has(n.id))] };
      });
      setHasMore(res.meta?.has_more ?? res.data.length >= PER_PAGE);
    } catch (e) {
      message.error(errorMessage(e));
    } finally {
      setLoadingMore(false);
    }
  };

  const content = (
    <div className="pk-header-panel" data-testid="notifications-panel">
      {list.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.empty} />
      ) : (
        <ul className="pk-panel-list">
          {list.map((n) => {
            const d = parseNotificationData(n.data);
            const to = notificationLink(n);
            const body = (
              <>
                {n.type === 'order' ? <ShoppingCartOutlined className="pk-notif-icon" /> : <WarningOutlined className="pk-notif-icon pk-notif-icon--warn" />}
                <span className="pk-notif-text">
                  <span className="pk-notif-title">{t.types[n.type] ?? t.unknownType}</span>
                  {d.description ? <span className="pk-notif-desc">{d.description}</span> : null}
                  <span className="pk-notif-date">{formatShortDateTime(n.created_at)}</span>
                </span>
              </>
            );
            return (
              <li key={n.id} className={n.read_at ? 'pk-notif' : 'pk-notif pk-notif--unread'} data-testid="notification-item">
                {to ? (
                  <Link to={to} onClick={() => setOpen(false)} className="pk-notif-row">
                    {body}
                  </Link>
                ) : (
                  <div className="pk-notif-row">{body}</div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {list.length > 0 && hasMore ? (
        <Button type="link" block loading={loadingMore} onClick={() => void loadMore()}>
          {t.loadMore}
        </Button>
      ) : null}
    </div>
  );

  return (
    <Popover
      trigger="click"
      open={open}
      onOpenChange={onOpenChange}
      title={t.title}
      content={content}
      placement="bottomLeft"
      rootClassName="pk-header-popover"
      arrow={false}
      destroyOnHidden
    >
      <Button type="text" className="pk-header-icon" aria-label={unread > 0 ? `${t.bell} — ${t.unread(badgeCount(unread))}` : t.bell}>
        <Badge count={unread > 0 ? badgeCount(unread) : 0} size="small" data-testid="notifications-badge">
          <BellOutlined />
        </Badge>
      </Button>
    </Popover>
  );
}
