import { MailOutlined } from '@ant-design/icons';
import { contactsText as t } from '@pishkhan/common/i18n/fa/ui';
import { Badge, Button, Empty, Popover } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { badgeCount, formatShortDateTime } from '../format';
import { useSession } from '../session';

/** The unread contact messages indicator: a badge, the latest messages and a link to /admin/contact. */
export function ContactsIndicator() {
  const { home, can } = useSession();
  const [open, setOpen] = useState(false);
  if (!can('read_contact')) return null;
  const unread = home.total_unread_contacts ?? 0;
  const list = home.contacts ?? [];
  const content = (
    <div className="pk-header-panel" data-testid="contacts-panel">
      {list.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.empty} />
      ) : (
        <ul className="pk-panel-list">
          {list.map((c) => (
            <li key={c.id} className={c.status === 1 ? 'pk-notif' : 'pk-notif pk-notif--unread'} data-testid="contact-item">
              <Link to={`/contact/${c.id}`} onClick={() => setOpen(false)} className="pk-notif-row">
                <MailOutlined className="pk-notif-icon" />
                <span className="pk-notif-text">
                  <span className="pk-notif-title">{c.subject || t.noSubject}</span>
                  <span className="pk-notif-desc">{c.name}</span>
                  <span className="pk-notif-date">{formatShortDateTime(c.created_at)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link to="/contact" onClick={() => setOpen(false)} className="pk-panel-footer-link">
        {t.all}
      </Link>
    </div>
  );
  return (
    <Popover trigger="click" open={open} onOpenChange={setOpen} title={t.title} content={content} placement="bottomLeft"
      rootClassName="pk-header-popover" arrow={false}>
      <Button type="text" className="pk-header-icon" aria-label={unread > 0 ? `${t.indicator} — ${t.unread(badgeCount(unread))}` : t.indicator}>
        <Badge count={unread > 0 ? badgeCount(unread) : 0} size="small" data-testid="contacts-badge">
          <MailOutlined />
        </Badge>
      </Button>
    </Popover>
  );
}
