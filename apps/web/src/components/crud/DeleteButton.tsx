import { DeleteOutlined } from '@ant-design/icons';
import { crudText as t } from '@pishkhan/common/i18n/fa/ui';
import { Alert, App, Button, Modal, Tooltip, type ButtonProps } from 'antd';
import { useState, type ReactNode } from 'react';
import { errorMessage } from '../../app/api';
import { useCan } from '../../app/session';
import { useResource, type Id } from './useResource';

export interface DeleteActionOptions {
  apiPath: string;
  /** Other resources to refresh after a delete (e.g. a parent's counts). */
  also?: string[];
  onDeleted?: (id: Id) => void;
  /**
   * The toast after a successful delete, from the server's answer (undefined on 204): e.g. a
   * customer with history is deactivated instead (`{ data: { deactivated: true } }`).
   */
  successMessage?: (result: unknown) => string | undefined;
  /** More said in the confirmation about the row (e.g. where a banner's weight goes). */
  note?: (id: Id) => ReactNode;
  /** The screen's own question instead of «… حذف شود؟» (e.g. naming how many children go with the row). */
  question?: (id: Id, name?: string) => ReactNode;
}

/**
 * A Persian delete confirmation: `ask(id, name)` opens it; the server's refusal (409 "in use",
 * 403 …) is shown inside the dialog, which stays open. Render `modal` once.
 */
export function useDeleteAction({ apiPath, also, onDeleted, successMessage, note, question }: DeleteActionOptions) {
  const { message } = App.useApp();
  const { remove } = useResource(apiPath, also ? { also } : {});
  const [target, setTarget] = useState<{ id: Id; name?: string } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const ask = (id: Id, name?: string) => {
    setError(null);
    setTarget(name === undefined ? { id } : { id, name });
  };
  const confirm = async () => {
    if (!target) return;
    setError(null);
    try {
      const result = await remove.mutateAsync(target.id);
      message.success(successMessage?.(result) ?? t.deleted);
      setTarget(null);
      onDeleted?.(target.id);
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  const modal: ReactNode = (
    <Modal
      open={target !== null}
      title={t.deleteTitle}
      okText={t.deleteOk}
      cancelText={t.cancel}
      okButtonProps={{ danger: true, loading: remove.isPending, disabled: error !== null }}
      onOk={() => void confirm()}
      onCancel={() => setTarget(null)}
      destroyOnHidden
      width={440}
    >
      <p data-testid="delete-question">{target && question ? question(target.id, target.name) : target?.name ? t.deleteConfirm(target.name) : t.deleteConfirmNoName}</p>
      {target && note ? note(target.id) : null}
      {error ? <Alert type="error" showIcon title={error} data-testid="delete-error" /> : null}
    </Modal>
  );
  return { ask, modal, pending: remove.isPending };
}

export interface DeleteButtonProps extends DeleteActionOptions {
  id: Id;
  /** Shown in the question (crudText.deleteConfirm). */
  name?: string;
  /** Hidden unless the admin holds it (e.g. `delete_color`). */
  permission?: string;
  /** With a label the button shows text, without it an icon with a tooltip. */
  label?: ReactNode;
  size?: ButtonProps['size'];
}

export function DeleteButton({ id, name, permission, label, size, ...opts }: DeleteButtonProps) {
  const can = useCan();
  const action = useDeleteAction(opts);
  if (permission && !can(permission)) return null;
  const button = (
    <Button danger type={label ? 'default' : 'text'} size={size} icon={<DeleteOutlined />} aria-label={t.delete} onClick={() => action.ask(id, name)}>
      {label}
    </Button>
  );
  return (
    <>
      {label ? button : <Tooltip title={t.delete}>{button}</Tooltip>}
      {action.modal}
    </>
  );
}
