import { CheckCircleOutlined, StopOutlined } from '@ant-design/icons';
import { adminsText as t } from '@pishkhan/common/i18n/fa/screens';
import { App, Button, Tooltip } from 'antd';
import { errorMessage } from '../../../app/api';
import { useResource } from '../../../components/crud';
import { ADMINS_API, type Admin } from './admin.api';

/** Disable / enable an admin account in place (PATCH status); the server refuses the last super admin. */
export function AdminStatusButton({ admin }: { admin: Admin }) {
  const { message } = App.useApp();
  const { update } = useResource<Admin>(ADMINS_API);
  const label = admin.status ? t.disable : t.enable;
  const toggle = async () => {
    try {
      await update.mutateAsync({ id: admin.id, body: { status: !admin.status } });
      message.success(admin.status ? t.disabled : t.enabled);
    } catch (e) {
      message.error(errorMessage(e));
    }
  };
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        aria-label={label}
        loading={update.isPending}
        icon={admin.status ? <StopOutlined /> : <CheckCircleOutlined />}
        onClick={() => void toggle()}
      />
    </Tooltip>
  );
}
