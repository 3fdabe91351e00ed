import { Drawer } from 'antd';
import type { ReactNode } from 'react';
import { SideMenu } from './SideMenu';

/** The side menu in a drawer below `lg`: loaded only on small screens, so a desktop never downloads it. */
export default function MenuDrawer({ open, onClose, title }: { open: boolean; onClose: () => void; title: ReactNode }) {
  return (
    <Drawer open={open} onClose={onClose} placement="right" size={280} title={title} styles={{ body: { padding: 0 } }} className="pk-menu-drawer">
      <SideMenu onNavigate={onClose} />
    </Drawer>
  );
}
