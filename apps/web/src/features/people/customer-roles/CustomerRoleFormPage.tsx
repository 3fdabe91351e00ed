import { peopleLabels } from '@pishkhan/common/i18n/fa/people-labels';
import { customerRoleText as t } from '@pishkhan/common/i18n/fa/people-screens';
import { rules } from '@pishkhan/common/rules';
import { Form, Input } from 'antd';
import { FormPage } from '../../../components/crud/FormPage';
import { SwitchField } from '../../../components/crud/fields';
import { CUSTOMER_ROLES_API, type CustomerRole, type CustomerRoleInput } from './customer-role.api';

const L = peopleLabels.customerRole;

export default function CustomerRoleFormPage() {
  return (
    <FormPage<CustomerRole, CustomerRoleInput>
      apiPath={CUSTOMER_ROLES_API}
      basePath="/customer_roles"
      permission="customer"
      title={{ create: t.create, edit: t.edit }}
      initialValues={{ see_unpublished: false, description: '' }}
      toForm={(r) => ({ name: r.name, description: r.description ?? '', see_unpublished: r.see_unpublished })}
      toBody={(v) => ({ name: v.name.trim(), description: v.description?.trim() || null, see_unpublished: !!v.see_unpublished })}
      rowName={(r) => r.name}
      also={['/api/admin/customers']}
    >
      <Form.Item name="name" label={L.name} rules={rules(L.name, 'required|min:2|max:100')}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="description" label={L.description} rules={rules(L.description, 'max:1000')}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={1000} />
      </Form.Item>
      <SwitchField name="see_unpublished" label={L.see_unpublished} help={t.seeUnpublishedHelp} />
    </FormPage>
  );
}
