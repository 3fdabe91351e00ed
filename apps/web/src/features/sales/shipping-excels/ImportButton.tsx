import { shippingExcelText as t } from '@pishkhan/common/i18n/fa/shipping-excel-screens';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Modal, Table, Typography } from 'antd';
import { useState } from 'react';
import { api, errorMessage, type DataResponse } from '../../../app/api';
import { faDigits } from '../../../app/format';
import { Ltr } from '../../../components/crud/columns';
import { FilePickButton } from '../../../components/inputs/FilePickButton';
import { ORDERS_API } from '../orders/order.api';
import { SHIPPING_EXCELS_API, SHIPPING_EXCELS_IMPORT_API, type ImportReport, type SheetIssue } from './shipping-excel.api';
import { persianPageItem } from '../../../components/crud/pagination';

function Figure({ title, value, tone }: { title: string; value: number; tone?: 'good' | 'warn' }) {
  return (
    <div className={`pk-import-figure${tone ? ` pk-import-figure--${tone}` : ''}`}>
      <div className="pk-import-figure-value">{faDigits(value)}</div>
      <div className="pk-import-figure-title">{title}</div>
    </div>
  );
}

function IssueTable({ title, rows, testId }: { title: string; rows: SheetIssue[]; testId: string }) {
  return (
    <>
      <Typography.Title level={5} className="pk-import-table-title">
        {title}
      </Typography.Title>
      <Table<SheetIssue>
        data-testid={testId}
        size="small"
        rowKey={(r) => `${r.row}-${r.reason}`}
        dataSource={rows}
        pagination={rows.length > 10 ? { pageSize: 10, showSizeChanger: false, showTitle: false, itemRender: persianPageItem } : false}
        columns={[
          { key: 'row', title: t.reportRow, dataIndex: 'row', width: 90, render: (v: number) => faDigits(v) },
          { key: 'reason', title: t.reportReason, dataIndex: 'reason' },
        ]}
      />
    </>
  );
}

/** The import report: counts, then the skipped rows and the notes on imported rows, each with its row number. */
export function ImportReportView({ report, fileName }: { report: ImportReport; fileName: string }) {
  return (
    <div data-testid="import-report">
      <Typography.Text type="secondary">
        {t.reportFile} <Ltr>{fileName}</Ltr>
      </Typography.Text>
      <div className="pk-import-figures">
        <Figure title={t.reportImported} value={report.imported} tone="good" />
        <Figure title={t.reportMatched} value={report.matched} />
        <Figure title={t.reportSkipped} value={report.skipped.length} {...(report.skipped.length ? { tone: 'warn' as const } : {})} />
      </div>
      {!report.skipped.length && !report.warnings.length ? <Alert type="success" showIcon title={t.reportAllGood} /> : null}
      {report.skipped.length ? <IssueTable title={t.reportSkippedTitle} rows={report.skipped} testId="import-skipped" /> : null}
      {report.warnings.length ? <IssueTable title={t.reportWarningsTitle} rows={report.warnings} testId="import-warnings" /> : null}
    </div>
  );
}

/**
 * «Upload the post office's file»: sends the .xlsx to the import, then shows what became of each
 * row. The list and the orders (their tracking codes) are refreshed.
 */
export function ImportButton() {
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ report: ImportReport; fileName: string } | null>(null);

  const run = async (file: File) => {
    if (!/\.xlsx$/i.test(file.name)) {
      message.error(t.notXlsx);
      return;
    }
    setBusy(true);
    try {
      const body = new FormData();
      body.append('file', file, file.name);
      const res = await api.post<DataResponse<ImportReport>>(SHIPPING_EXCELS_IMPORT_API, body);
      setResult({ report: res.data, fileName: file.name });
      await Promise.all([qc.invalidateQueries({ queryKey: [SHIPPING_EXCELS_API] }), qc.invalidateQueries({ queryKey: [ORDERS_API] })]);
    } catch (e) {
      message.error(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <FilePickButton type="primary" accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" disabled={busy} loading={busy} tooltip={t.uploadHint} onPick={(file) => void run(file)}>
        {busy ? t.uploading : t.upload}
      </FilePickButton>
      <Modal
        open={result !== null}
        title={t.reportTitle}
        onCancel={() => setResult(null)}
        footer={
          <Button type="primary" onClick={() => setResult(null)}>
            {t.reportClose}
          </Button>
        }
        width={640}
        destroyOnHidden
      >
        {result ? <ImportReportView report={result.report} fileName={result.fileName} /> : null}
      </Modal>
    </>
  );
}
