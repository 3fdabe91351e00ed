import { DownloadOutlined } from '@ant-design/icons';
import { spreadsheetText } from '@pishkhan/common/i18n/fa/spreadsheet';
import { App, Button, Modal, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage, type Query } from '../../app/api';
import { formatNumber } from '../../app/format';
import { TaskProgress } from '../tasks/TaskProgress';
import { downloadFile, exportFilePath, type QueuedExport } from './download';
import { useListParams } from './useListParams';

const t = spreadsheetText.task;

/** What a finished export task answers. */
interface ExportResult {
  rows: number;
  name: string;
}

/**
 * The Excel export button of a list: GETs `path` with the list's own filters, search and sort (not the page)
 * and saves the file under the server's name (else `fileName`). A page with filters of its own (a report)
 * gives its `query` instead. A large export is written by the server in the background: the button then
 * shows the task's progress in a dialog and, when it is done, a link that downloads the file.
 */
export function ExportButton({ path, label, fileName, failed, query }: { path: string; label: string; fileName: string; failed?: string; query?: Query }) {
  const params = useListParams();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const [queued, setQueued] = useState<QueuedExport | null>(null);
  const run = async () => {
    setBusy(true);
    try {
      const { page: _p, per_page: _pp, ...rest } = query ?? params.query;
      setQueued(await downloadFile(path, rest, fileName));
    } catch (e) {
      message.error(errorMessage(e) || failed);
    } finally {
      setBusy(false);
    }
  };
  const fetchFile = (taskId: number, name: string) => downloadFile(exportFilePath(taskId), {}, name).catch((e) => message.error(errorMessage(e) || failed));
  return (
    <>
      <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void run()}>
        {label}
      </Button>
      {queued ? (
        <Modal open title={t.title} onCancel={() => setQueued(null)} footer={<Button onClick={() => setQueued(null)}>{t.close}</Button>} destroyOnHidden>
          <Typography.Paragraph type="secondary">{t.note(queued.rows === null ? null : formatNumber(queued.rows))}</Typography.Paragraph>
          <TaskProgress<ExportResult>
            taskId={queued.task_id}
            cancelable
            renderResult={(r) => (
              <Button type="link" icon={<DownloadOutlined />} data-testid="export-file-link" onClick={() => void fetchFile(queued.task_id, r.name)}>
                {t.download(formatNumber(r.rows))}
              </Button>
            )}
          />
        </Modal>
      ) : null}
    </>
  );
}
