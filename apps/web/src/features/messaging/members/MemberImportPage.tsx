import { memberImportText as t } from '@pishkhan/common/i18n/fa/newsletter-members';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { api, errorMessage, type DataResponse } from '../../../app/api';
import { formatNumber } from '../../../app/format';
import { PageHeader } from '../../../components/crud/PageHeader';
import { FilePickButton } from '../../../components/inputs/FilePickButton';
import { LazySelect } from '../../../components/inputs/LazySelect';
import { TaskProgress } from '../../../components/tasks/TaskProgress';
import { ImportReportView } from './ImportReportView';
import './members.css';
import { MEMBERS_API, MEMBERS_IMPORT_API, MEMBERS_IMPORT_PREVIEW_API, type ImportMapping, type ImportPreview, type ImportReport } from './members.api';

const NONE = -1;
const fileBody = (file: File) => {
  const body = new FormData();
  body.append('file', file, file.name);
  return body;
};

/**
 * /admin/member-newsletters/import: upload an Excel or CSV file, check which column holds the e-mail,
 * the mobile and the name against its first rows, import, and read the report row by row.
 */
export default function MemberImportPage() {
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [mapping, setMapping] = useState<ImportMapping>({ email: null, mobile: null, name: null });
  const [busy, setBusy] = useState<'preview' | 'import' | null>(null);
  const [taskId, setTaskId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const pick = async (f: File) => {
    setBusy('preview');
    setError(null);
    setTaskId(null);
    try {
      const res = await api.post<DataResponse<ImportPreview>>(MEMBERS_IMPORT_PREVIEW_API, fileBody(f));
      setFile(f);
      setPreview(res.data);
      setMapping(res.data.mapping);
    } catch (e) {
      setFile(null);
      setPreview(null);
      setError(errorMessage(e));
    } finally {
      setBusy(null);
    }
  };

  const run = async () => {
    if (!file) return;
    if (mapping.email === null && mapping.mobile === null) {
      message.error(t.needColumn);
      return;
    }
    setBusy('import');
    setError(null);
    try {
      const query = Object.fromEntries(Object.entries(mapping).map(([k, v]) => [k, v === null ? '' : String(v)]));
      const res = await api.post<DataResponse<{ task_id: number }>>(MEMBERS_IMPORT_API, fileBody(file), { query });
      setTaskId(res.data.task_id);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(null);
    }
  };

  const reset = () => {
    setFile(null);
    setPreview(null);
    setTaskId(null);
    setError(null);
  };

  const options = [{ value: NONE, label: t.none }, ...(preview?.headers ?? []).map((h, i) => ({ value: i, label: h || formatNumber(i + 1) }))];
  const select = (key: keyof ImportMapping, label: string) => (
    <div className="pk-import-column">
      <label htmlFor={`import-${key}`}>{label}</label>
      <LazySelect
          id={`import-${key}`}
          aria-label={label}
          value={mapping[key] ?? NONE}
          options={options}
          disabled={busy !== null || taskId !== null}
        onChange={(v: number) => setMapping((m) => ({ ...m, [key]: v === NONE ? null : v }))}
      />
    </div>
  );

  return (
    <>
      <PageHeader title={t.title} back="/member-newsletters" />
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary" style={{ marginBlockEnd: 0 }}>
          {t.intro}
        </Typography.Paragraph>
        {error ? <Alert type="error" showIcon title={error} /> : null}
        {!preview ? (
          <FilePickButton
            type="primary"
            accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            disabled={busy !== null}
            loading={busy === 'preview'}
            onPick={(f) => void pick(f)}
          >
            {t.pick}
          </FilePickButton>
        ) : (
          <Card size="small" title={t.mapping} extra={<span dir="auto">{`${file?.name ?? ''} — ${t.rows(formatNumber(preview.rows))}`}</span>}>
            <div className="pk-import-columns">
              {select('email', t.emailColumn)}
              {select('mobile', t.mobileColumn)}
              {select('name', t.nameColumn)}
            </div>
            <Table
              size="small"
              caption={t.preview}
              rowKey="row"
              pagination={false}
              scroll={{ x: 'max-content' }}
              dataSource={preview.sample}
              columns={[
                { key: 'row', title: t.row, dataIndex: 'row', width: 64, render: (n: number) => formatNumber(n) },
                ...preview.headers.map((h, i) => ({ key: String(i), title: h || formatNumber(i + 1), render: (_: unknown, r: { cells: string[] }) => <span dir="auto">{r.cells[i] ?? ''}</span> })),
              ]}
            />
            <Space style={{ marginBlockStart: 16 }} wrap>
              {!taskId ? (
                <Button type="primary" onClick={() => void run()} loading={busy === 'import'}>
                  {t.start}
                </Button>
              ) : null}
              <Button onClick={reset} disabled={busy !== null}>
                {t.again}
              </Button>
            </Space>
          </Card>
        )}
        {taskId ? (
          <TaskProgress<ImportReport>
            taskId={taskId}
            title={t.progress}
            cancelable
            renderResult={(report) => <ImportReportView report={report} />}
            onFinished={() => void qc.invalidateQueries({ queryKey: [MEMBERS_API] })}
          />
        ) : null}
      </Space>
    </>
  );
}
