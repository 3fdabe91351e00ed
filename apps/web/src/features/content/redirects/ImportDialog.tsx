import { redirectLabels as L, redirectScreen as t } from '@pishkhan/common/i18n/fa/redirects';
import { Alert, App, Button, Input, Modal, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { api, errorMessage, type DataResponse } from '../../../app/api';
import { formatNumber } from '../../../app/format';
import { REDIRECTS_API, type ImportLine, type ImportResult } from './redirects.api';

/**
 * Import from an .htaccess text: «preview» reads every line on the server (nothing written) and
 * shows its rule or its Persian error; only then may the admin add the valid lines, in one
 * transaction. Editing the text asks for a new preview.
 */
export default function ImportDialog({ onClose }: { onClose: (done: boolean) => void }) {
  const { message } = App.useApp();
  const [text, setText] = useState('');
  const [preview, setPreview] = useState<ImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const send = async (confirm: boolean) => {
    setBusy(true);
    setError(null);
    try {
      const res = (await api.post<DataResponse<ImportResult>>(`${REDIRECTS_API}/import`, { text, confirm })).data;
      if (confirm) {
        message.success(t.imported(res.created ?? res.valid));
        onClose(true);
      } else setPreview(res);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  const lines = (preview?.lines ?? []).filter((l) => l.status !== 'skipped');
  return (
    <Modal
      open
      width={860}
      title={t.import}
      onCancel={() => onClose(false)}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={() => onClose(false)}>
          {t.cancel}
        </Button>,
        <Button key="preview" loading={busy && !preview} disabled={!text.trim()} onClick={() => void send(false)}>
          {t.preview}
        </Button>,
        <Button key="go" type="primary" loading={busy && !!preview} disabled={!preview || preview.valid === 0} onClick={() => void send(true)}>
          {t.importConfirm(preview?.valid ?? 0)}
        </Button>,
      ]}
    >
      <Typography.Paragraph type="secondary">{t.importHelp}</Typography.Paragraph>
      <Input.TextArea
        dir="ltr"
        aria-label={t.import}
        value={text}
        autoSize={{ minRows: 6, maxRows: 14 }}
        className="pk-redirect-path"
        placeholder={'Redirect 301 /old /new\nRewriteRule ^blog/(.*)$ /news/$1 [R=301,L]'}
        onChange={(e) => {
          setText(e.target.value);
          setPreview(null);
        }}
      />
      {error ? <Alert type="error" showIcon title={error} className="pk-mb" /> : null}
      {preview ? (
        <>
          <div className="pk-redirect-diff-title">
            <Tag color="green">{t.importOk(preview.valid)}</Tag>
            {preview.errors ? <Tag color="red">{t.importErrors(preview.errors)}</Tag> : null}
          </div>
          <Table<ImportLine>
            rowKey="line"
            size="small"
            pagination={lines.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
            dataSource={lines}
            scroll={{ x: 640 }}
            columns={[
              { key: 'line', title: t.line, dataIndex: 'line', width: 64, render: (n: number) => formatNumber(n) },
              { key: 'text', title: t.lineText, dataIndex: 'text', render: (v: string) => <span dir="ltr" className="pk-redirect-path">{v}</span> },
              {
                key: 'result',
                title: t.result,
                render: (_, l) =>
                  l.status === 'error' ? (
                    <span className="pk-redirect-line-error">{l.error}</span>
                  ) : l.rule ? (
                    <span>
                      <Tag>{L.matchLabels[l.rule.match]}</Tag>
                      <Tag>{L.kindLabels[String(l.rule.kind)]}</Tag>
                    </span>
                  ) : null,
              },
            ]}
          />
        </>
      ) : null}
    </Modal>
  );
}
