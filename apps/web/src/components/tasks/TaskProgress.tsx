import { taskTexts as t } from '@pishkhan/common/i18n/fa/messaging';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Progress, Space, Tag, Typography } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { api, errorMessage } from '../../app/api';
import { formatDateTime, formatNumber } from '../../app/format';
import { isActive, taskKey, TASKS_API, useTask, type Task } from './task.api';
import './task-progress.css';

const STATUS_COLOR: Record<string, string> = { queued: 'default', running: 'processing', done: 'success', failed: 'error', canceled: 'warning' };

export interface TaskProgressProps<R> {
  taskId: number;
  /** What the task produced, shown when it is done (e.g. a per-row error report). */
  renderResult?: (result: R, task: Task<R>) => ReactNode;
  /** Called once when the task ends (done, failed or canceled). */
  onFinished?: (task: Task<R>) => void;
  /** Offers «cancel» while it is queued or running (the server decides who may). */
  cancelable?: boolean;
  title?: ReactNode;
}

/**
 * A background task's progress for any screen that starts one (imports, exports, sends): status,
 * a progress bar (done of total; moving but unmeasured while the total is unknown), the failure's
 * Persian reason, and the result. Follows the task live (useTask).
 */
export function TaskProgress<R = unknown>({ taskId, renderResult, onFinished, cancelable, title }: TaskProgressProps<R>) {
  const q = useTask<R>(taskId);
  const qc = useQueryClient();
  const { message } = App.useApp();
  const [canceling, setCanceling] = useState(false);
  const task = q.data;
  const reported = useRef(false);
  useEffect(() => {
    if (task && !isActive(task) && !reported.current) {
      reported.current = true;
      onFinished?.(task);
    }
  }, [task, onFinished]);

  if (q.isError && !task) return <Alert type="error" showIcon title={t.loadFailed} description={errorMessage(q.error)} />;
  if (!task) return <Progress percent={0} status="active" showInfo={false} aria-label={t.status.queued} />;

  const cancel = async () => {
    setCanceling(true);
    try {
      const res = await api.post<{ data: Task<R> }>(`${TASKS_API}/${taskId}/cancel`);
      qc.setQueryData(taskKey(taskId), res.data);
    } catch (e) {
      message.error(errorMessage(e));
    } finally {
      setCanceling(false);
    }
  };
  const percent = task.total ? Math.min(100, Math.floor((task.done / task.total) * 100)) : task.status === 'done' ? 100 : 0;
  const counts = task.total !== null ? t.progress(formatNumber(task.done), formatNumber(task.total)) : task.done ? t.doneCount(formatNumber(task.done)) : null;

  return (
    <div className="pk-task-progress" data-testid="task-progress" data-status={task.status}>
      <Space wrap align="center">
        {title ? <Typography.Text strong>{title}</Typography.Text> : null}
        <Tag color={STATUS_COLOR[task.status]}>{t.status[task.status] ?? task.status}</Tag>
        {counts ? <Typography.Text type="secondary">{counts}</Typography.Text> : null}
        {task.finished_at ? <Typography.Text type="secondary">{formatDateTime(task.finished_at)}</Typography.Text> : null}
        {cancelable && isActive(task) ? (
          <Button size="small" danger onClick={cancel} loading={canceling}>
            {t.cancel}
          </Button>
        ) : null}
      </Space>
      <Progress
        percent={percent}
        status={task.status === 'failed' ? 'exception' : task.status === 'done' ? 'success' : isActive(task) ? 'active' : 'normal'}
        format={(p) => t.percent(p ?? 0)}
      />
      {task.error ? <Alert type={task.status === 'failed' ? 'error' : 'warning'} showIcon title={task.error} /> : null}
      {task.status === 'done' && task.result !== null && renderResult ? (
        <div className="pk-task-result" aria-label={t.result}>
          {renderResult(task.result, task)}
        </div>
      ) : null}
    </div>
  );
}
