import { crudText, profileText as t } from '@pishkhan/common/i18n/fa/ui';
import { rules, VALIDATE_TRIGGER } from '@pishkhan/common/rules';
import { Alert, App, Button, Card, Descriptions, Form, Input } from 'antd';
import { useState } from 'react';
import { api, errorMessage, isApiError, type DataResponse } from '../../../app/api';
import { formatDateTime } from '../../../app/format';
import { useSession } from '../../../app/session';
import type { Admin } from '../../../app/types';
import { Ltr } from '../../../components/crud/columns';
import { PageHeader } from '../../../components/crud/PageHeader';
import { applyServerErrors } from '../../../components/crud/serverErrors';
import { useUnsavedGuard } from '../../../components/crud/useUnsavedGuard';

interface InfoValues {
  name: string;
  email: string;
  mobile: string;
}
interface PasswordValues {
  current_password: string;
  password: string;
  password_confirmation: string;
}

/** /admin/profile — the signed-in admin edits name, email, mobile, and the password (with the current one). */
export default function ProfilePage() {
  const { home, patch } = useSession();
  const { message } = App.useApp();
  const admin = home.admin;
  const [info] = Form.useForm<InfoValues>();
  const [pw] = Form.useForm<PasswordValues>();
  const [dirty, setDirty] = useState(false);
  const [infoError, setInfoError] = useState<string | null>(null);
  const [pwError, setPwError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'info' | 'pw' | null>(null);
  const guard = useUnsavedGuard(dirty);

  const save = async (body: Record<string, unknown>, form: typeof info | typeof pw, setError: (m: string | null) => void) => {
    setError(null);
    try {
      const res = await api.patch<DataResponse<{ user: Admin }>>('/api/admin/profile', body);
      patch((h) => ({ ...h, admin: res.data.user }));
      return true;
    } catch (e) {
      const rest = isApiError(e) && e.fields ? applyServerErrors(form, e.fields) : [];
      setError([errorMessage(e), ...rest].join(' — '));
      return false;
    }
  };

  const onInfo = async (v: InfoValues) => {
    setBusy('info');
    const ok = await save({ name: v.name ?? '', email: v.email ?? '', mobile: v.mobile ?? '' }, info, setInfoError);
    setBusy(null);
    if (ok) {
      setDirty(false);
      message.success(crudText.saved);
    }
  };
  const onPassword = async (v: PasswordValues) => {
    setBusy('pw');
    const ok = await save({ current_password: v.current_password, password: v.password }, pw, setPwError);
    setBusy(null);
    if (ok) {
      pw.resetFields();
      message.success(t.passwordChanged);
    }
  };

  return (
    <div>
      <PageHeader title={t.title} />
      <div className="pk-form-grid">
        <Card title={t.info} className="pk-mb">
          <Descriptions
            column={1}
            size="small"
            className="pk-mb"
            items={[
              { key: 'u', label: t.username, children: <Ltr>{admin.username}</Ltr> },
              { key: 'r', label: t.role, children: admin.role?.label ?? '' },
              ...(admin.last_login_at ? [{ key: 'l', label: t.lastLogin, children: formatDateTime(admin.last_login_at) }] : []),
            ]}
          />
          {infoError ? <Alert type="error" showIcon title={infoError} className="pk-mb" /> : null}
          <Form
            form={info}
            layout="vertical"
            validateTrigger={VALIDATE_TRIGGER}
            initialValues={{ name: admin.name ?? '', email: admin.email ?? '', mobile: admin.mobile ?? '' }}
            onValuesChange={() => setDirty(true)}
            onFinish={(v) => void onInfo(v)}
          >
            <Form.Item name="name" label={t.name} rules={rules(t.name, 'max:100')}>
              <Input autoComplete="name" />
            </Form.Item>
            <Form.Item name="email" label={t.email} rules={rules(t.email, 'email|max:100')}>
              <Input dir="ltr" type="email" autoComplete="email" />
            </Form.Item>
            <Form.Item name="mobile" label={t.mobile} rules={rules(t.mobile, ['numeric', 'length:11'])}>
              <Input dir="ltr" inputMode="tel" autoComplete="tel" placeholder="09xxxxxxxxx" />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={busy === 'info'}>
              {t.saveInfo}
            </Button>
          </Form>
        </Card>
        <Card title={t.passwordSection} className="pk-mb">
          <Alert type="info" showIcon title={t.passwordHelp} className="pk-mb" />
          {pwError ? <Alert type="error" showIcon title={pwError} className="pk-mb" /> : null}
          <Form form={pw} layout="vertical" validateTrigger={VALIDATE_TRIGGER} onFinish={(v) => void onPassword(v)}>
            <Form.Item name="current_password" label={t.currentPassword} rules={rules(t.currentPassword, 'required')}>
              <Input.Password dir="ltr" autoComplete="current-password" />
            </Form.Item>
            <Form.Item name="password" label={t.newPassword} rules={rules(t.newPassword, 'required|min:8|max:128')}>
              <Input.Password dir="ltr" autoComplete="new-password" />
            </Form.Item>
            <Form.Item
              name="password_confirmation"
              label={t.confirmPassword}
              dependencies={['password']}
              rules={rules(t.confirmPassword, 'required|confirmed:password')}
            >
              <Input.Password dir="ltr" autoComplete="new-password" />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={busy === 'pw'}>
              {t.savePassword}
            </Button>
          </Form>
        </Card>
      </div>
      {guard.element}
    </div>
  );
}
