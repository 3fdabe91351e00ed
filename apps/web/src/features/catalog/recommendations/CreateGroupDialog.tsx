import { recommendationsText as t } from '@pishkhan/common/i18n/fa/merch-screens';
import { crudText } from '@pishkhan/common/i18n/fa/ui';
import { rules } from '@pishkhan/common/rules';
import { App, Form, Input, Modal } from 'antd';
import { api, errorMessage, isApiError } from '../../../app/api';
import { applyServerErrors } from '../../../components/crud/serverErrors';
import { RECOMMENDATIONS_API } from './recommendation.api';

/** A new curated group (label, Latin key); loaded when «new group» is first clicked. */
export function CreateGroupDialog({ onClose, onCreated }: { onClose: () => void; onCreated: () => Promise<unknown> }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ key: string; label: string }>();
  const create = async () => {
    const values = await form.validateFields();
    try {
      await api.post(RECOMMENDATIONS_API, values);
      message.success(crudText.created);
      onClose();
      await onCreated();
    } catch (e) {
      if (isApiError(e) && e.fields) applyServerErrors(form, e.fields);
      else message.error(errorMessage(e));
    }
  };
  return (
    <Modal open title={t.create} okText={crudText.save} onOk={create} onCancel={onClose} destroyOnHidden>
      <Form form={form} layout="vertical">
        <Form.Item name="label" label={t.label} rules={rules(t.label, 'required|max:100')}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="key" label={t.key} extra={t.keyHelp} rules={rules(t.key, 'required|min:2|max:64|alpha_dash')}>
          <Input dir="ltr" maxLength={64} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
