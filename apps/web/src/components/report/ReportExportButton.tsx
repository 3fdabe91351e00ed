import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { reportText as t } from '@pishkhan/common/i18n/fa/reports';
import { App, Button } from 'antd';
import { useState } from 'react';
import { errorMessage, type Query } from '../../app/api';
import { downloadFile } from '../crud/download';

/** The Excel export of a report: `<path>/export` with the report's filters and sort (not its page). */
export function ReportExportButton({ path, query, fileName }: { path: string; query: Query; fileName: string }) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const { page: _p, per_page: _pp, ...rest } = query;
      await downloadFile(`${path}/export`, rest, fileName);
    } catch (e) {
      message.error(errorMessage(e) || t.exportFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void run()}>
      {t.export}
    </Button>
  );
}
