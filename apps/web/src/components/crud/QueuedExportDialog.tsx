import { DownloadOutlined } from '@ant-design/icons';
import { spreadsheetText } from '@pishkhan/common/i18n/fa/spreadsheet';
import { App, Button, Modal, Typography } from 'antd';
import { errorMessage } from '../../app/api';
import { formatNumber } from '../../app/format';
import { TaskProgress } from '../tasks/TaskProgress';
import { downloadFile, exportFilePath, type QueuedExport } from './download';

const t = spreadsheetText.task;

/** What a finished export task answers. */
interface ExportResult {
  rows: number;
  name: string;
}

/**
 * A large export the server writes in the background: its progress (cancelable) and, once done, a
 * link that downloads the file. Loaded only when an export is queued (ExportButton).
 */
export default function QueuedExportDialog({ queued, failed, onClose }: { queued: QueuedExport; failed?: string; onClose: () => void }) {
  const { message } = App.useApp();
  const fetchFile = (name: string) => downloadFile(exportFilePath(queued.task_id), {}, name).catch((e) => message.error(errorMessage(e) || failed));
  return (
    <Modal open title={t.title} onCancel={onClose} footer={<Button onClick={onClose}>{t.close}</Button>} destroyOnHidden>
      <Typography.Paragraph type="secondary">{t.note(queued.rows === null ? null : formatNumber(queued.rows))}</Typography.Paragraph>
      <TaskProgress<ExportResult>
        taskId={queued.task_id}
        cancelable
        renderResult={(r) => (
          <Button type="link" icon={<DownloadOutlined />} data-testid="export-file-link" onClick={() => void fetchFile(r.name)}>
            {t.download(formatNumber(r.rows))}
          </Button>
        )}
      />
    </Modal>
  );
}
