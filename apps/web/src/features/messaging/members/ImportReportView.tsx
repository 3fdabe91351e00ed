import { memberImportText as t } from '@pishkhan/common/i18n/fa/newsletter-members';
import { Alert, Card, Col, Row, Statistic, Table } from 'antd';
import { formatNumber } from '../../../app/format';
import type { ImportReport } from './members.api';

/** What an import did: how many rows were added and skipped, and each skipped row with its reason. */
export function ImportReportView({ report }: { report: ImportReport }) {
  return (
    <Card title={t.report} size="small">
      <Row gutter={16} style={{ marginBlockEnd: 16 }}>
        <Col xs={12}>
          <Statistic title={t.added} value={report.added} formatter={(v) => formatNumber(Number(v))} styles={{ content: { color: '#389e0d' } }} />
        </Col>
        <Col xs={12}>
          <Statistic title={t.skipped} value={report.skipped} formatter={(v) => formatNumber(Number(v))} styles={{ content: report.skipped ? { color: '#cf1322' } : {} }} />
        </Col>
      </Row>
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
