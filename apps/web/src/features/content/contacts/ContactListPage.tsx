import { CheckOutlined, EyeOutlined } from '@ant-design/icons';
import { contactLabels as L } from '@pishkhan/common/i18n/fa/contact-labels';
import { contactScreenText as t } from '@pishkhan/common/i18n/fa/contact-screens';
import { crudText } from '@pishkhan/common/i18n/fa/ui';
import { App, Button, Popconfirm, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { api, errorMessage } from '../../../app/api';
import { useSession } from '../../../app/session';
import { bulkDelete, dateColumn, DateRangeFilter, ListPage, Ltr, type ListColumn, type ListFilter } from '../../../components/crud';
import { CONTACTS_API, type Contact } from './contact.api';
import { useContactsChanged } from './useUnreadContacts';
import './contacts.css';

const snippet = (s: string, n = 90) => (s.length > n ? `${s.slice(0, n)}…` : s);

/** "Mark all read": every message gets status read; the header's count drops to zero at once. */
function MarkAllRead() {
  const { home } = useSession();
  const changed = useContactsChanged();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  if (!home.total_unread_contacts) return null;
  const run = async () => {
    setBusy(true);
    try {
      const res = await api.post<{ data: { total_unread_contacts: number } }>(`${CONTACTS_API}/read-all`);
      await changed(res.data.total_unread_contacts, 'all');
      message.success(t.markedAllRead);
    } catch (e) {
      message.error(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Popconfirm title={t.markAllReadConfirm} okText={crudText.yes} cancelText={crudText.no} onConfirm={run}>
      <Button icon={<CheckOutlined />} loading={busy}>
        {t.markAllRead}
      </Button>
    </Popconfirm>
  );
}

/** /admin/contact — the contact inbox: unread first in the eye, search, status / answered / date filters, bulk delete. */
export default function ContactListPage() {
  const columns: ListColumn<Contact>[] = useMemo(
    () => [
      {
        key: 'status',
        title: L.fields.status,
        dataIndex: 'status',
        sortKey: 'status',
        width: 110,
        render: (s: 0 | 1) => (s === 0 ? <Tag color="blue">{t.statuses.unread}</Tag> : <Tag>{t.statuses.read}</Tag>),
      },
      {
        key: 'sender',
        title: t.sender,
        render: (_: unknown, r: Contact) => (
          <div>
            <div className={r.status === 0 ? 'pk-contact-unread' : undefined}>{r.name}</div>
            {r.mobile || r.email ? (
              <div className="pk-contact-muted">
                <Ltr>{r.mobile || r.email}</Ltr>
              </div>
            ) : null}
          </div>
        ),
      },
      {
        key: 'message',
        title: t.message,
        render: (_: unknown, r: Contact) => (
          <Link to={`/contact/${r.id}`} className="pk-contact-link">
            <span className={r.status === 0 ? 'pk-contact-unread' : undefined}>{r.subject || t.noSubject}</span>
            <span className="pk-contact-muted pk-contact-snippet">{snippet(r.body)}</span>
          </Link>
        ),
      },
      {
        key: 'answer',
        title: L.fields.answer,
        width: 120,
        render: (_: unknown, r: Contact) => (r.answer ? <Tag color="green">{t.answered.yes}</Tag> : <Tag>{t.answered.no}</Tag>),
      },
      { ...dateColumn<Contact>('created_at', L.fields.created_at), width: 150 },
    ],
    [],
  );

  const filters: ListFilter[] = [
    { name: 'status', label: L.fields.status, options: [{ value: 'unread', label: t.statuses.unread }, { value: 'read', label: t.statuses.read }] },
    { name: 'answered', label: t.filterAnswered, options: [{ value: 'yes', label: t.answered.yes }, { value: 'no', label: t.answered.no }] },
    { name: 'from', render: (ctx) => <DateRangeFilter ctx={ctx} label={L.fields.created_at} /> },
  ];

  return (
    <ListPage<Contact>
      title={t.title}
      apiPath={CONTACTS_API}
      permission="contact"
      basePath="/contact"
      columns={columns}
      searchPlaceholder={t.search}
      filters={filters}
      bulkActions={[bulkDelete<Contact>(CONTACTS_API, 'delete_contact')]}
      rowName={(r) => r.subject || r.name}
      createLabel={false}
      editPath={false}
      headerExtra={<MarkAllRead />}
      rowActions={(r) => (
        <Link to={`/contact/${r.id}`} className="pk-contact-open" aria-label={`${crudText.view} ${r.subject || r.name}`}>
          <EyeOutlined /> {crudText.view}
        </Link>
      )}
    />
  );
}
