import { memberImportText as t } from '@pishkhan/common/i18n/fa/newsletter-members';
import { Progress } from 'antd';
import { formatNumber } from '../../../app/format';

/** A job's progress: `done` of `total` rows, as a bar and in words; `active` while it runs. */
export function ImportProgress({ done, total, active = false }: { done: number; total: number; active?: boolean }) {
  const percent = total > 0 ? Math.min(100, Math.floor((done / total) * 100)) : 0;
  return (
    <div role="group" aria-label={t.progress}>
      <Progress percent={percent} status={active ? 'active' : percent === 100 ? 'success' : 'normal'} format={(p) => t.percent(formatNumber(p ?? 0))} />
      <div className="pk-page-subtitle">{t.progressOf(formatNumber(done), formatNumber(total))}</div>
    </div>
  );
}
