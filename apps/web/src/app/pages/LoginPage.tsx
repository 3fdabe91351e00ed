import LockOutlined from '@ant-design/icons/LockOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { appText, loginText as t } from '@pishkhan/common/i18n/fa/ui';
import { useQueryClient } from '@tanstack/react-query';
import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import { Button } from 'antd';
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { api, errorMessage, isApiError } from '../api';
import { safeRedirect } from '../paths';
import { clearStoredSession } from '../session';
import type { Admin, WelcomeState } from '../types';
import { usePageTitle } from '../usePageTitle';

interface LoginValues {
  username: string;
  password: string;
}
type FieldErrors = Partial<Record<keyof LoginValues, string>>;

/** One labelled field of the sign-in form, with its message under it (antd's form layout, without its form library). */
function Field({ id, label, error, children }: { id: string; label: string; error: string | undefined; children: React.ReactNode }) {
  return (
    <div className={`ant-form-item pk-login-field${error ? ' ant-form-item-has-error' : ''}`}>
      <label htmlFor={id} className="pk-login-label">
        {label}
      </label>
      {children}
      {error ? (
        <div id={`${id}-error`} className="ant-form-item-explain-error pk-login-field-error" role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}

/**
 * /admin/login, outside the layout; after sign-in it returns to ?redirect= (a path inside the panel).
 * Two plain fields: the form library and the card stay out of the first download.
 */
export default function LoginPage() {
  usePageTitle(t.title);
  const [values, setValues] = useState<LoginValues>({ username: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (k: keyof LoginValues, v: string) => {
    setValues((o) => ({ ...o, [k]: v }));
    setFieldErrors((o) => ({ ...o, [k]: undefined }));
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const missing: FieldErrors = {};
    if (!values.username.trim()) missing.username = t.usernameRequired;
    if (!values.password) missing.password = t.passwordRequired;
    setFieldErrors(missing);
    if (missing.username || missing.password) return;
    setBusy(true);
    setError(null);
    try {
      const res = await api.post<{ data: { admin: Admin } }>('/api/admin/login', values, { noAuthRedirect: true });
      clearStoredSession();
      qc.clear();
      // The layout greets the admin (its toasts live there).
      const welcome: WelcomeState = { welcome: res.data.admin.name || res.data.admin.username };
      navigate(safeRedirect(params.get('redirect')), { replace: true, state: welcome });
    } catch (err) {
      if (isApiError(err) && err.fields) setFieldErrors(err.fields as FieldErrors);
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  const status = (k: keyof LoginValues) => (fieldErrors[k] ? ('error' as const) : undefined);
  const described = (k: keyof LoginValues) => (fieldErrors[k] ? { 'aria-describedby': `login-${k}-error`, 'aria-invalid': true } : {});
  return (
    <main className="pk-login">
      <div className="pk-login-card">
        <div className="pk-login-head">
          <span className="pk-brand-mark pk-brand-mark--lg" aria-hidden>
            {appText.mark}
          </span>
          <h1 className="pk-login-title">{t.title}</h1>
          <p className="pk-login-subtitle">{t.subtitle}</p>
        </div>
        {error ? (
          <div role="alert" className="pk-login-error" data-testid="login-error">
            <CloseCircleFilled aria-hidden />
            <span>{error}</span>
          </div>
        ) : null}
        <form onSubmit={(e) => void onSubmit(e)} noValidate>
          <Field id="login-username" label={t.username} error={fieldErrors.username}>
            <Input
              id="login-username"
              size="large"
              prefix={<UserOutlined />}
              dir="ltr"
              autoComplete="username"
              autoFocus
              value={values.username}
              status={status('username')}
              onChange={(e) => set('username', e.target.value)}
              {...described('username')}
            />
          </Field>
          <Field id="login-password" label={t.password} error={fieldErrors.password}>
            <Password
              id="login-password"
              size="large"
              prefix={<LockOutlined />}
              dir="ltr"
              autoComplete="current-password"
              value={values.password}
              status={status('password')}
              onChange={(e) => set('password', e.target.value)}
              {...described('password')}
            />
          </Field>
          <Button type="primary" htmlType="submit" size="large" block loading={busy}>
            {t.submit}
          </Button>
        </form>
      </div>
    </main>
  );
}
