import { moderationText as t } from '@pishkhan/common/i18n/fa/moderation-screens';
import { rules } from '@pishkhan/common/rules';
import { useQueryClient } from '@tanstack/react-query';
import { App, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { api, errorMessage, isApiError } from '../../app/api';
import { resourceKeys } from '../crud/useResource';

export interface ReplyDialogProps {
  /** The comments' API: the reply is posted to `<api>/<id>/reply`. */
  api: string;
  comment: { id: number; body: string };
  onClose: () => void;
  /** After the reply is saved (the list is refetched anyway). */
  onReplied?: () => void;
}

/** The shop's reply to a comment (2–5,000 characters); replying approves the comment too. Loaded when first used. */
export function ReplyDialog({ api: path, comment, onClose, onReplied }: ReplyDialogProps) {
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ body: string }>();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const send = async () => {
    const { body } = await form.validateFields();
    setBusy(true);
    try {
      await api.post(`${path}/${comment.id}/reply`, { body });
      message.success(t.replied);
      onClose();
      onReplied?.();
      await qc.invalidateQueries({ queryKey: resourceKeys.all(path) });
    } catch (e) {
      const field = isApiError(e) ? e.fields?.body : undefined;
      if (field) form.setFields([{ name: 'body', errors: [field] }]);
      else message.error(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open title={t.replyTitle} okText={t.send} confirmLoading={busy} onOk={send} onCancel={onClose} destroyOnHidden>
      <Typography.Paragraph type="secondary">{comment.body}</Typography.Paragraph>
      <Form form={form} layout="vertical">
        <Form.Item name="body" label={t.reply} rules={rules(t.reply, 'required|min:2|max:5000')}>
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} placeholder={t.replyPlaceholder} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
