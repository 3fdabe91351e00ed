import { StopOutlined } from '@ant-design/icons';
import { saleShowText as t } from '@pishkhan/common/i18n/fa/shop-screens';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { api, errorMessage, type DataResponse } from '../../app/api';
import { faDigits } from '../../app/format';
import { resourceKeys } from '../../components/crud/useResource';
import { SALES_API, SHOP_API, voidUrl, type Sale } from './shop.api';

/** Void a sale (void_mini_order): a reason is asked; the server's refusal (stock sold since, wallet spent) stays in the dialog. */
export function VoidSaleButton({ sale }: { sale: Sale }) {
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (reason.trim().length < 2) {
      setError(t.voidReasonRequired);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const res = await api.post<DataResponse<Sale>>(voidUrl(sale.id), { reason: reason.trim() });
      qc.setQueryData(resourceKeys.item(SALES_API, sale.id), res.data);
      void qc.invalidateQueries({ queryKey: [SALES_API, 'list'] });
      void qc.invalidateQueries({ queryKey: [SHOP_API] });
      message.success(t.voided);
      setOpen(false);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        danger
        icon={<StopOutlined />}
        onClick={() => {
          setReason('');
          setError(null);
          setOpen(true);
        }}
      >
        {t.void}
      </Button>
      <Modal
        open={open}
        title={t.voidTitle(faDigits(sale.id))}
        okText={t.voidOk}
        okButtonProps={{ danger: true, loading: busy }}
        onOk={() => void submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Typography.Paragraph>{t.voidBody}</Typography.Paragraph>
        {sale.void_refusal ? <Alert type="warning" showIcon className="pk-mb" title={sale.void_refusal} data-testid="void-refusal" /> : null}
        <label className="pk-pos-field">
          <span>{t.voidReason}</span>
          <Input.TextArea
            autoFocus
            aria-label={t.voidReason}
            rows={3}
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && e.ctrlKey) void submit();
            }}
          />
        </label>
        {error ? <Alert type="error" showIcon title={error} data-testid="void-error" /> : null}
      </Modal>
    </>
  );
}
