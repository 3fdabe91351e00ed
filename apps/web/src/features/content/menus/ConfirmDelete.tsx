import { crudText } from '@pishkhan/common/i18n/fa/ui';
import { Alert, Modal } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../app/api';

export interface DeleteAsk {
  /** The question, naming what goes with the row («… و ۳ زیرمجموعه‌ی آن حذف شوند؟»). */
  question: string;
  run: () => Promise<void>;
}

/** A delete confirmation asking the screen's own question; the server's refusal stays inside the dialog. */
export function ConfirmDelete({ ask, onClose }: { ask: DeleteAsk | null; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    if (!ask) return;
    setBusy(true);
    setError(null);
    try {
      await ask.run();
      onClose();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={ask !== null}
      title={crudText.deleteTitle}
      okText={crudText.deleteOk}
      cancelText={crudText.cancel}
      okButtonProps={{ danger: true, loading: busy }}
      onOk={() => void confirm()}
      onCancel={() => (setError(null), onClose())}
      destroyOnHidden
      width={440}
    >
      <p data-testid="delete-question">{ask?.question}</p>
      {error ? <Alert type="error" showIcon title={error} data-testid="delete-error" /> : null}
    </Modal>
  );
}
