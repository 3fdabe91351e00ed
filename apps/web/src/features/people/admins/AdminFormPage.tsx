import { adminsText as t } from '@pishkhan/common/i18n/fa/screens';
import { rules } from '@pishkhan/common/rules';
import { Form, Input } from 'antd';
import { FormPage, ResourceSelect, SwitchField } from '../../../components/crud';
import { ADMINS_API, type Admin, type AdminInput } from './admin.api';

const nullIfEmpty = (v: string | null | undefined) => (v && v.trim() ? v.trim() : null);

export default function AdminFormPage() {
  return (
    <FormPage<Admin, AdminInput>
      apiPath={ADMINS_API}
      basePath="/admins"
      permission="admin"
      title={{ create: t.create, edit: t.edit }}
      initialValues={{ status: true }}
      toForm={(r) => ({ username: r.username, name: r.name ?? '', email: r.email ?? '', mobile: r.mobile ?? '', ...(r.role ? { role_id: r.role.id } : {}), status: r.status })}
      toBody={({ password, ...v }) => ({
        ...v,
        name: nullIfEmpty(v.name),
        email: nullIfEmpty(v.email),
        mobile: nullIfEmpty(v.mobile),
        ...(password ? { password } : {}),
      })}
      rowName={(r) => r.name || r.username}
    >
      {({ isEdit }) => (
        <>
          <div className="pk-form-grid">
            <Form.Item name="username" label={t.username} extra={t.usernameHelp} rules={rules(t.username, ['required', 'min:2', 'max:20', ['regex', /^[a-zA-Z0-9_.-]+$/]])}>
              <Input dir="ltr" autoComplete="off" maxLength={20} />
            </Form.Item>
            <Form.Item name="name" label={t.name} rules={rules(t.name, 'max:100')}>
              <Input maxLength={100} />
            </Form.Item>
            <Form.Item name="email" label={t.email} rules={rules(t.email, 'email|max:100')}>
              <Input dir="ltr" type="email" autoComplete="off" />
            </Form.Item>
            <Form.Item name="mobile" label={t.mobile} rules={rules(t.mobile, ['numeric', 'length:11'])}>
              <Input dir="ltr" inputMode="tel" placeholder="09xxxxxxxxx" />
            </Form.Item>
            <Form.Item name="role_id" label={t.role} rules={rules(t.role, 'required')}>
              <ResourceSelect apiPath="/api/admin/roles" optionLabel={(r: { id: number; label: string }) => r.label} allowClear={false} />
            </Form.Item>
            <Form.Item
              name="password"
              label={t.password}
              {...(isEdit ? { extra: t.passwordEditHelp } : {})}
              rules={rules(t.password, isEdit ? 'min:8|max:128' : 'required|min:8|max:128')}
            >
              <Input.Password dir="ltr" autoComplete="new-password" />
            </Form.Item>
          </div>
          <SwitchField />
        </>
      )}
    </FormPage>
  );
}
