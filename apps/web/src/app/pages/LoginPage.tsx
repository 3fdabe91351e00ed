import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { appText, loginText as t } from '@pishkhan/common/i18n/fa/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { api, errorMessage, isApiError } from '../api';
import { safeRedirect } from '../paths';
import { clearStoredSession } from '../session';
import type { Admin } from '../types';
import { usePageTitle } from '../usePageTitle';

interface LoginValues {
  username: string;
  password: string;
}

/** /admin/login, outside the layout; after sign-in it returns to ?redirect= (a path inside the panel). */
export default function LoginPage() {
  usePageTitle(t.title);
  const [form] = Form.useForm<LoginValues>();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { message } = App.useApp();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onFinish = async (values: LoginValues) => {
    setBusy(true);
    setError(null);
    try {
      const res = await api.post<{ data: { admin: Admin } }>('/api/admin/login', values, { noAuthRedirect: true });
      clearStoredSession();
      qc.clear();
      message.success(t.welcome(res.data.admin.name || res.data.admin.username));
      navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch (e) {
      if (isApiError(e) && e.fields) {
        form.setFields(Object.entries(e.fields).map(([name, msg]) => ({ name: name as keyof LoginValues, errors: [msg] })));
      }
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="pk-login">
      <Card className="pk-login-card">
        <div className="pk-login-head">
          <span className="pk-brand-mark pk-brand-mark--lg" aria-hidden>
            {appText.mark}
          </span>
          <Typography.Title level={3} className="pk-login-title">
            {t.title}
          </Typography.Title>
          <Typography.Text type="secondary">{t.subtitle}</Typography.Text>
        </div>
        {error ? <Alert type="error" showIcon title={error} className="pk-login-error" data-testid="login-error" /> : null}
        <Form form={form} layout="vertical" onFinish={(v) => void onFinish(v)} requiredMark={false} size="large">
          <Form.Item name="username" label={t.username} rules={[{ required: true, whitespace: true, message: t.usernameRequired }]}>
            <Input prefix={<UserOutlined />} dir="ltr" autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item name="password" label={t.password} rules={[{ required: true, message: t.passwordRequired }]}>
            <Input.Password prefix={<LockOutlined />} dir="ltr" autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            {t.submit}
          </Button>
        </Form>
      </Card>
    </main>
  );
}
