import { memberImportText as t } from '@pishkhan/common/i18n/fa/newsletter-members';
import { Alert, Card, Table } from 'antd';
import { formatNumber } from '../../../app/format';
import type { ImportReport } from './members.api';
import './members.css';

/** What an import did: how many rows were added and skipped, and each skipped row with its reason. */
export function ImportReportView({ report }: { report: ImportReport }) {
  return (
    <Card title={t.report} size="small">
      <div className="pk-import-figures">
        <div className="pk-import-figure">
          <div className="pk-import-figure-label">{t.added}</div>
          <div className="pk-import-figure-value pk-import-added">{formatNumber(report.added)}</div>
        </div>
        <div className="pk-import-figure">
          <div className="pk-import-figure-label">{t.skipped}</div>
          <div className={`pk-import-figure-value${report.skipped ? ' pk-import-skipped' : ''}`}>{formatNumber(report.skipped)}</div>
        </div>
      </div>
      {report.errors.length ? (
        <Table
          size="small"
          rowKey={(r) => `${r.row}`}
          dataSource={report.errors}
          pagination={report.errors.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
          scroll={{ x: 'max-content' }}
          caption={t.errors}
          columns={[
            { key: 'row', title: t.row, dataIndex: 'row', width: 72, render: (n: number) => formatNumber(n) },
            { key: 'value', title: t.value, dataIndex: 'value', render: (v: string) => <span dir="ltr">{v}</span> },
            { key: 'reason', title: t.reason, dataIndex: 'reason' },
          ]}
        />
      ) : (
        <Alert type="success" showIcon title={t.noErrors} />
      )}
    </Card>
  );
}
