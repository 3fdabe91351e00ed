import { crudText } from '@pishkhan/common/i18n/fa/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Modal, Skeleton, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { api, errorMessage } from '../../../app/api';
import { orderApi, type Order } from './order.api';
import { useOrderActions } from './useOrderActions';

/**
 * A dialog of the order page that saves one change (`PATCH /orders/:id` with `patch`): the server's
 * refusal shows inside it, success toasts `done` and closes it. A null `patch` saves nothing.
 */
export function OrderEditModal(p: {
  order: Order;
  title: string;
  patch: Record<string, unknown> | null;
  done: string;
  /** A grey line above the body. */
  intro?: string;
  disabled?: boolean;
  width?: number;
  errorTestId?: string;
  onClose: () => void;
  /** The body; as a function it is handed `save` (for Enter in a box). */
  children: ReactNode | ((save: () => void) => ReactNode);
}) {
  const { send } = useOrderActions(p.order.id);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    if (!p.patch) return;
    const patch = p.patch;
    setBusy(true);
    setError(null);
    try {
      await send(() => api.patch(orderApi(p.order.id), patch), p.done);
      p.onClose();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={p.title}
      okText={crudText.save}
      cancelText={crudText.cancel}
      okButtonProps={{ loading: busy, disabled: p.disabled }}
      onOk={() => void save()}
      onCancel={p.onClose}
      destroyOnHidden
      width={p.width}
    >
      {p.intro ? <Typography.Paragraph type="secondary">{p.intro}</Typography.Paragraph> : null}
      {error ? <Alert type="error" showIcon className="pk-mb" title={error} data-testid={p.errorTestId} /> : null}
      {typeof p.children === 'function' ? p.children(() => void save()) : p.children}
    </Modal>
  );
}

/** A dialog's query: a skeleton while it loads, its error in an alert, then `children` with the answer. */
export function Loaded<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  if (query.isPending) return <Skeleton active />;
  if (query.isError) return <Alert type="error" showIcon title={errorMessage(query.error)} />;
  return <>{children(query.data)}</>;
}
