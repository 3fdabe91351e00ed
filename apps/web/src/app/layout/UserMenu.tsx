import { DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { layoutText as t } from '@pishkhan/common/i18n/fa/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Avatar, Button, Dropdown } from 'antd';
import { useNavigate } from 'react-router';
import { api } from '../api';
import { clearStoredSession, useSession } from '../session';

export function useLogout() {
  const qc = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    try {
      await api.post('/api/admin/logout', undefined, { noAuthRedirect: true });
    } catch {
      /* the session is cleared locally either way */
    }
    clearStoredSession();
    // Leave the layout first, so no mounted query refetches (and 401s) after the cache is cleared.
    await navigate('/login', { replace: true });
    qc.clear();
  };
}

export function UserMenu({ compact = false }: { compact?: boolean }) {
  const { home } = useSession();
  const navigate = useNavigate();
  const logout = useLogout();
  const name = home.admin.name || home.admin.username;
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomLeft"
      menu={{
        items: [
          { key: 'profile', icon: <UserOutlined />, label: t.profile },
          { type: 'divider' },
          { key: 'logout', icon: <LogoutOutlined />, label: t.logout, danger: true },
        ],
        onClick: ({ key }) => {
          if (key === 'profile') navigate('/profile');
          if (key === 'logout') void logout();
        },
      }}
    >
      <Button type="text" className="pk-user-button" data-testid="user-menu">
        <Avatar size="small" icon={<UserOutlined />} className="pk-user-avatar" />
        {compact ? null : <span className="pk-user-name">{name}</span>}
        <DownOutlined className="pk-user-caret" />
      </Button>
    </Dropdown>
  );
}
