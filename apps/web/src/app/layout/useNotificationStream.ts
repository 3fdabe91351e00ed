import { useEffect, useRef } from 'react';
import type { Task } from '../../components/tasks/task.api';
import type { AdminNotification } from '../types';

export const NOTIFICATION_STREAM_URL = '/api/admin/notifications/stream';

/** A `notification` event: the list item plus the admin's unread count after it. */
export interface LiveNotification extends AdminNotification {
  total_unread_notifications: number;
}

export interface NotificationStreamHandlers {
  /** On every (re)connect: the unread count as the server sees it now. */
  onHello: (totalUnread: number) => void;
  onNotification: (n: LiveNotification) => void;
  /** A background task this admin started changed (components/tasks). */
  onTask?: (task: Task) => void;
  /** The storefront added to the inbox (`contacts`, `product_comments`, `post_comments`): re-read it. */
  onInbox?: (topic: string) => void;
  /** The server refused the stream (signed out, server down): the browser stopped retrying. */
  onRefused?: () => void;
}

/** EventSource.CLOSED */
const CLOSED = 2;
const RETRY_MIN_MS = 5_000;
const RETRY_MAX_MS = 60_000;

const parse = <T>(e: Event): T | undefined => {
  try {
    return JSON.parse((e as MessageEvent<string>).data) as T;
  } catch {
    return undefined;
  }
};

/**
 * Subscribes to the live notifications of the signed-in admin (Server-Sent Events, session cookie)
 * while the calling component is mounted; unmounting (sign-out leaves the layout) closes it. The
 * browser reconnects a dropped stream by itself; a refused one (401, 5xx, a proxy error) is retried
 * here with a growing delay. Without EventSource (old browsers, tests) it does nothing.
 */
export function useNotificationStream(handlers: NotificationStreamHandlers): void {
  const ref = useRef(handlers);
  ref.current = handlers;
  useEffect(() => {
    if (typeof window === 'undefined' || typeof window.EventSource !== 'function') return;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let delay = RETRY_MIN_MS;
    let stopped = false;
    const connect = () => {
      if (stopped) return;
      const es = new window.EventSource(NOTIFICATION_STREAM_URL);
      source = es;
      es.addEventListener('hello', (e) => {
        delay = RETRY_MIN_MS;
        const d = parse<{ total_unread_notifications?: number }>(e);
        if (typeof d?.total_unread_notifications === 'number') ref.current.onHello(d.total_unread_notifications);
      });
      es.addEventListener('notification', (e) => {
        const n = parse<LiveNotification>(e);
        if (n && n.id != null && typeof n.type === 'string') ref.current.onNotification(n);
      });
      es.addEventListener('task', (e) => {
        const task = parse<Task>(e);
        if (task && typeof task.id === 'number' && typeof task.status === 'string') ref.current.onTask?.(task);
      });
      es.addEventListener('inbox', (e) => {
        const d = parse<{ topic?: unknown }>(e);
        if (typeof d?.topic === 'string') ref.current.onInbox?.(d.topic);
      });
      es.onerror = () => {
        if (es.readyState !== CLOSED || stopped) return;
        es.close();
        source = null;
        ref.current.onRefused?.();
        timer = setTimeout(connect, delay);
        delay = Math.min(RETRY_MAX_MS, delay * 2);
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
      source = null;
    };
  }, []);
}
