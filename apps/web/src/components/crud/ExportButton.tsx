import { DownloadOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { errorMessage, type Query } from '../../app/api';
import { downloadFile, type QueuedExport } from './download';
import { useListParams } from './useListParams';

const QueuedExportDialog = lazy(() => import('./QueuedExportDialog'));

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
  return (
    <>
      <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void run()}>
        {label}
      </Button>
      {queued ? (
        <Suspense fallback={null}>
          <QueuedExportDialog queued={queued} failed={failed} onClose={() => setQueued(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
