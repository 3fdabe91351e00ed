import MenuOutlined from '@ant-design/icons/MenuOutlined';
import { appText, layoutText as t, loginText } from '@pishkhan/common/i18n/fa/ui';
import { App, Button, Grid, Layout } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { Feedback } from '../Feedback';
import { PageSpinner } from '../PageSpinner';
import type { WelcomeState } from '../types';
import { ContactsIndicator } from './ContactsIndicator';
import { NotificationsBell } from './NotificationsBell';
import { SideMenu } from './SideMenu';
import { UserMenu } from './UserMenu';

// The drawer (below `lg`) loads on small screens only.
const MenuDrawer = lazy(() => import('./MenuDrawer'));

const COLLAPSE_KEY = 'pishkhan.sider.collapsed';

function Brand({ collapsed }: { collapsed: boolean }) {
  return (
    <Link to="/" className="pk-brand">
      <span className="pk-brand-mark" aria-hidden>
        {appText.mark}
      </span>
      {collapsed ? null : <span className="pk-brand-name">{appText.name}</span>}
    </Link>
  );
}

/** Greets the admin once after sign-in (the login page leaves the name in the navigation state). */
function Welcome() {
  const { message } = App.useApp();
  const location = useLocation();
  const navigate = useNavigate();
  const name = (location.state as WelcomeState | null)?.welcome;
  useEffect(() => {
    if (!name) return;
    message.success(loginText.welcome(name));
    navigate(location, { replace: true, state: null });
  }, [name]); // eslint-disable-line react-hooks/exhaustive-deps
  return null;
}

/** The shared admin layout: side menu (a Drawer below `lg`), header, and the page. */
export default function AdminLayout() {
  return (
    <Feedback>
      <Welcome />
      <Shell />
    </Feedback>
  );
}

function Shell() {
  const screens = Grid.useBreakpoint();
  const small = screens.lg === false;
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(COLLAPSE_KEY) === '1');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setDrawerOpen(false), [pathname]);
  useEffect(() => {
    localStorage.setItem(COLLAPSE_KEY, collapsed ? '1' : '0');
  }, [collapsed]);

  return (
    <Layout className="pk-layout">
      {small ? (
        <Suspense fallback={null}>
          <MenuDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} title={<Brand collapsed={false} />} />
        </Suspense>
      ) : (
        <Layout.Sider
          collapsible
          collapsed={collapsed}
          onCollapse={setCollapsed}
          width={248}
          theme="light"
          className="pk-sider"
          aria-label={t.menu}
        >
          <Brand collapsed={collapsed} />
          <div className="pk-sider-scroll">
            <SideMenu collapsed={collapsed} />
          </div>
        </Layout.Sider>
      )}
      <Layout className="pk-main">
        <Layout.Header className="pk-header">
          {small ? (
            <Button type="text" icon={<MenuOutlined />} onClick={() => setDrawerOpen(true)} aria-label={t.openMenu} className="pk-header-icon" />
          ) : null}
          {small ? <Brand collapsed={false} /> : null}
          <div className="pk-header-spacer" />
          <ContactsIndicator />
          <NotificationsBell />
          <UserMenu compact={screens.sm === false} />
        </Layout.Header>
        <Layout.Content className="pk-content" id="main">
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
