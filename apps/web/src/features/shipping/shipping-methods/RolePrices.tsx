import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { shippingMethodsText as t } from '@pishkhan/common/i18n/fa/shipping-screens';
import { crudText } from '@pishkhan/common/i18n/fa/ui';
import { rules } from '@pishkhan/common/rules';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Form, Table, Tooltip } from 'antd';
import { api, type DataResponse } from '../../../app/api';
import { HiddenTitle } from '../../../components/crud/columns';
import { LazySelect as Select } from '../../../components/inputs/LazySelect';
import { PriceInput } from '../../../components/inputs/PriceInput';
import { SHIPPING_METHODS_API, SHIPPING_METHODS_OPTIONS_API, type ShippingOptions } from './shipping-method.api';

/** The role-price table (feature customer_roles): a role and its fixed amount per row. */
export function RolePrices({ unit }: { unit: string | undefined }) {
  const options = useQuery({
    queryKey: [SHIPPING_METHODS_API, 'options'],
    queryFn: () => api.get<DataResponse<ShippingOptions>>(SHIPPING_METHODS_OPTIONS_API).then((r) => r.data),
  });
  const roles = options.data?.customer_roles ?? [];
  const unitProps = unit ? { unit } : {};
  return (
    <Form.List name="customer_roles">
      {(fields, { add, remove }) => (
        <div className="pk-role-prices">
          <Table
            size="small"
            pagination={false}
            rowKey="key"
            dataSource={fields}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.noRoles} /> }}
            columns={[
              {
                key: 'role',
                title: t.role,
                render: (_: unknown, f) => (
                  <Form.Item name={[f.name, 'id']} rules={rules(t.role, 'required')} className="pk-role-cell">
                    <Select
                      aria-label={t.role}
                      loading={options.isPending}
                      style={{ minInlineSize: 200 }}
                      options={roles.map((r) => ({ value: r.id, label: r.name }))}
                      notFoundContent={t.noRoleOptions}
                      showSearch={{ optionFilterProp: 'label' }}
                    />
                  </Form.Item>
                ),
              },
              {
                key: 'amount',
                title: t.roleAmount,
                render: (_: unknown, f) => (
                  <Form.Item name={[f.name, 'amount']} rules={rules(t.roleAmount, 'required|integer|min_value:0')} className="pk-role-cell">
                    <PriceInput {...unitProps} aria-label={t.roleAmount} style={{ inlineSize: 200 }} />
                  </Form.Item>
                ),
              },
              {
                key: 'remove',
                title: <HiddenTitle>{crudText.actions}</HiddenTitle>,
                width: 1,
                render: (_: unknown, f) => (
                  <Tooltip title={t.removeRole}>
                    <Button type="text" danger icon={<DeleteOutlined />} aria-label={t.removeRole} onClick={() => remove(f.name)} />
                  </Tooltip>
                ),
              },
            ]}
          />
          <Button icon={<PlusOutlined />} onClick={() => add({ amount: null })} className="pk-role-add">
            {t.addRole}
          </Button>
        </div>
      )}
    </Form.List>
  );
}
