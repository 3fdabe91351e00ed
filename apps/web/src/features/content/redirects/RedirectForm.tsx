import { redirectLabels as L, redirectScreen as t } from '@pishkhan/common/i18n/fa/redirects';
import { REDIRECT_KINDS, REDIRECT_MATCHES, REDIRECT_SOURCE_MAX, REDIRECT_TARGET_MAX } from '@pishkhan/common/redirects';
import { rules } from '@pishkhan/common/rules';
import { Alert, App, Form, Input, Modal, Radio, Switch } from 'antd';
import { LazySelect as Select } from '../../../components/inputs/LazySelect';
import { useState } from 'react';
import { api } from '../../../app/api';
import { dialogError } from '../../../components/crud/serverErrors';
import { REDIRECTS_API, type Redirect, type RedirectInput } from './redirects.api';

/** Add or edit one rule in a dialog; the server's refusals (bad regex, loop, chain) land under their fields. */
export default function RedirectForm({ row, onClose }: { row: Redirect | null; onClose: (saved: boolean) => void }) {
  const [form] = Form.useForm<RedirectInput>();
  const { message } = App.useApp();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const kind = Form.useWatch('kind', form);
  const save = async () => {
    let values: RedirectInput;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    setError(null);
    const body = { ...values, target: values.kind === 410 ? null : values.target || null, note: values.note || null };
    try {
      if (row) await api.patch(`${REDIRECTS_API}/${row.id}`, body);
      else await api.post(REDIRECTS_API, body);
      message.success(t.saved);
      onClose(true);
    } catch (e) {
      setError(dialogError(form, e));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal open title={row ? t.edit : t.add} onCancel={() => onClose(false)} onOk={() => void save()} okText={t.save} cancelText={t.cancel} confirmLoading={saving} destroyOnHidden>
      {error ? <Alert type="error" showIcon title={error} className="pk-mb" /> : null}
      <Form form={form} layout="vertical" initialValues={row ?? { match: 'exact', kind: 301, active: true }}>
        <Form.Item name="match" label={L.fields.match} rules={rules(L.fields.match, 'required')}>
          <Radio.Group optionType="button" options={REDIRECT_MATCHES.map((m) => ({ value: m, label: L.matchLabels[m] }))} />
        </Form.Item>
        <Form.Item name="source" label={L.fields.source} extra={t.sourceHelp} rules={rules(L.fields.source, 'required')}>
          <Input dir="ltr" maxLength={REDIRECT_SOURCE_MAX} placeholder="/old-page" />
        </Form.Item>
        <Form.Item name="kind" label={L.fields.kind} rules={rules(L.fields.kind, 'required')}>
          <Select options={REDIRECT_KINDS.map((k) => ({ value: k, label: L.kindLabels[String(k)] }))} />
        </Form.Item>
        {kind === 410 ? null : (
          <Form.Item name="target" label={L.fields.target} extra={t.targetHelp} rules={rules(L.fields.target, 'required')}>
            <Input dir="ltr" maxLength={REDIRECT_TARGET_MAX} placeholder="/new-page" />
          </Form.Item>
        )}
        <Form.Item name="active" label={L.fields.active} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="note" label={L.fields.note}>
          <Input.TextArea maxLength={500} autoSize={{ minRows: 1, maxRows: 4 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
