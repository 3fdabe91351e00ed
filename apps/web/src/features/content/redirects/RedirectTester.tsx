import { redirectScreen as t } from '@pishkhan/common/i18n/fa/redirects';
import { Alert, Button, Card, Input, Tag, Typography } from 'antd';
import { useState } from 'react';
import { api, errorMessage, isApiError, type DataResponse } from '../../../app/api';
import { faDigits } from '../../../app/format';
import { REDIRECTS_API, type TestResult } from './redirects.api';

const Path = ({ v }: { v: string }) => (
  <span dir="ltr" className="pk-redirect-path">
    {v}
  </span>
);

/** «Which rule answers this URL, and where does it go»: the server follows the chain of the rules as saved. */
export function RedirectTester() {
  const [path, setPath] = useState('');
  const [result, setResult] = useState<TestResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      setResult((await api.post<DataResponse<TestResult>>(`${REDIRECTS_API}/test`, { path })).data);
    } catch (e) {
      setResult(null);
      setError((isApiError(e) && e.fields?.path) || errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card size="small" title={t.tester} className="pk-redirect-tester">
      <Typography.Paragraph type="secondary">{t.testerHelp}</Typography.Paragraph>
      <div className="pk-redirect-tester-row">
        <Input dir="ltr" value={path} placeholder={t.testerPlaceholder} aria-label={t.tester} onChange={(e) => setPath(e.target.value)} onPressEnter={() => void run()} maxLength={4096} />
        <Button type="primary" loading={busy} onClick={() => void run()} disabled={!path.trim()}>
          {t.test}
        </Button>
      </div>
      {error ? <Alert type="error" showIcon title={error} className="pk-mb" /> : null}
      {result ? (
        result.hops.length === 0 ? (
          <Alert type="info" showIcon title={t.noMatch} className="pk-redirect-hops" />
        ) : (
          <ol className="pk-redirect-hops" aria-label={t.tester}>
            {result.hops.map((h, i) => (
              <li key={i}>
                <Tag>{t.hop(i + 1)}</Tag>
                <Path v={h.from} />
                <span aria-hidden>←</span>
                {h.location ? <Path v={h.location} /> : <Tag color="red">{t.gone}</Tag>}
                <Tag color={h.status === 301 ? 'green' : h.status === 410 ? 'red' : 'gold'}>{faDigits(h.status)}</Tag>
                {h.rule ? (
                  <Typography.Text type="secondary">
                    <Path v={h.rule.source} />
                  </Typography.Text>
                ) : null}
              </li>
            ))}
            <li>
              <strong>{t.finalTarget}:</strong> {result.final ? <Path v={result.final} /> : <Tag color="red">{t.gone}</Tag>}
              {result.loop ? <Tag color="red">{t.loopFound}</Tag> : null}
              {result.too_long ? <Tag color="red">{t.chainTooLong}</Tag> : null}
            </li>
          </ol>
        )
      ) : null}
    </Card>
  );
}
