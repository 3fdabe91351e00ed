import { commentsText as t } from '@pishkhan/common/i18n/fa/merch-screens';
import { rules } from '@pishkhan/common/rules';
import { useQueryClient } from '@tanstack/react-query';
import { App, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { api, errorMessage } from '../../../app/api';
import { resourceKeys } from '../../../components/crud/useResource';
import { COMMENTS_API, type ProductComment } from './comment.api';

/** The shop's reply to a comment (min 2, max 5000 characters); loaded when the reply button is first used. */
export function ReplyDialog({ row, onClose }: { row: ProductComment; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ body: string }>();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const send = async () => {
    const { body } = await form.validateFields();
    setBusy(true);
    try {
      await api.post(`${COMMENTS_API}/${row.id}/reply`, { body });
      message.success(t.replied);
      onClose();
      await qc.invalidateQueries({ queryKey: resourceKeys.all(COMMENTS_API) });
    } catch (e) {
      message.error(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open title={t.replyTitle} okText={t.send} confirmLoading={busy} onOk={send} onCancel={onClose} destroyOnHidden>
      <Typography.Paragraph type="secondary">{row.body}</Typography.Paragraph>
      <Form form={form} layout="vertical">
        <Form.Item name="body" label={t.reply} rules={rules(t.reply, 'required|min:2|max:5000')}>
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} placeholder={t.replyPlaceholder} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
