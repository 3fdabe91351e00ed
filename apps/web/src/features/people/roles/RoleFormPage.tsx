import { rolesText as t } from '@pishkhan/common/i18n/fa/screens';
import { rules } from '@pishkhan/common/rules';
import { Alert, Form, Input } from 'antd';
import { FormPage } from '../../../components/crud';
import { PermissionMatrix } from './PermissionMatrix';
import { ROLES_API, type Role, type RoleInput } from './role.api';

export default function RoleFormPage() {
  return (
    <FormPage<Role, RoleInput>
      apiPath={ROLES_API}
      basePath="/roles"
      permission="role"
      title={{ create: t.create, edit: t.edit }}
      initialValues={{ permissions: [] }}
      toForm={(r) => ({ label: r.label, permissions: r.permissions })}
      rowName={(r) => r.label}
      also={['/api/admin/admins']}
      wide
    >
      {({ record }) => (
        <>
          {record?.is_super ? <Alert type="warning" showIcon title={t.superRole} className="pk-mb" /> : null}
          <div className="pk-form-grid">
            <Form.Item name="label" label={t.label} rules={rules(t.label, 'required|min:2|max:100')}>
              <Input maxLength={100} />
            </Form.Item>
          </div>
          <Form.Item name="permissions" label={t.permissions}>
            <PermissionMatrix />
          </Form.Item>
        </>
      )}
    </FormPage>
  );
}
