import { CloseOutlined, DownloadOutlined } from '@ant-design/icons';
import { shippingExcelText as t } from '@pishkhan/common/i18n/fa/shipping-excel-screens';
import { App, Button, Card, Checkbox, Space, Tag, Typography } from 'antd';
import { endOfDay, startOfDay } from 'date-fns-jalali';
import { useState } from 'react';
import { errorMessage, type Query } from '../../../app/api';
import { faDigits } from '../../../app/format';
import { downloadFile } from '../../../components/crud/download';
import { inTehran, JalaliRangePicker } from '../../../components/inputs/jalali';
import { POST_ORDERS_EXPORT_API } from './shipping-excel.api';

const SHOWN_IDS = 30;

/**
 * «Export for the post office»: the sheet of orders to book their parcels at Iran Post. Opened
 * from the orders list with chosen orders (`ids`) it offers their file at once; otherwise it
 * exports the orders of a Jalali date range (by default only those without a tracking code).
 */
export function PostExportPanel({ ids, onClose }: { ids: number[]; onClose: () => void }) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const [range, setRange] = useState<[Date, Date] | null>(null);
  const [withoutTracking, setWithoutTracking] = useState(true);

  const query: Query = ids.length
    ? { ids: ids.join(',') }
    : {
        from: range ? startOfDay(inTehran(range[0])).toISOString() : undefined,
        to: range ? endOfDay(inTehran(range[1])).toISOString() : undefined,
        without_tracking: withoutTracking ? 'true' : undefined,
      };

  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(POST_ORDERS_EXPORT_API, query, 'post-orders.xlsx');
      message.success(t.exportDone);
    } catch (e) {
      message.error(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card
      className="pk-post-export pk-mb"
      size="small"
      title={t.exportTitle}
      extra={<Button type="text" icon={<CloseOutlined />} aria-label={t.exportClear} onClick={onClose} />}
      data-testid="post-export"
    >
      <Typography.Paragraph type="secondary">{t.exportHelp}</Typography.Paragraph>
      {ids.length ? (
        <div className="pk-post-export-ids">
          <Typography.Text strong>{t.exportSelected(faDigits(ids.length))}</Typography.Text>
          <div className="pk-post-export-tags" aria-label={t.exportSelectedIds}>
            {ids.slice(0, SHOWN_IDS).map((id) => (
              <Tag key={id}>{faDigits(id)}</Tag>
            ))}
            {ids.length > SHOWN_IDS ? <Tag>…</Tag> : null}
          </div>
        </div>
      ) : (
        <Space wrap className="pk-post-export-filters">
          <JalaliRangePicker
            aria-label={t.exportByRange}
            value={range}
            onChange={(v) => setRange(v && v[0] && v[1] ? [v[0] as Date, v[1] as Date] : null)}
          />
          <Checkbox checked={withoutTracking} onChange={(e) => setWithoutTracking(e.target.checked)}>
            {t.exportWithoutTracking}
          </Checkbox>
        </Space>
      )}
      <div className="pk-post-export-actions">
        <Button type="primary" icon={<DownloadOutlined />} loading={busy} onClick={() => void download()} autoFocus={ids.length > 0}>
          {t.exportDownload}
        </Button>
      </div>
    </Card>
  );
}
