import { MailOutlined, UserOutlined } from '@ant-design/icons';
import { contactLabels as L } from '@pishkhan/common/i18n/fa/contact-labels';
import { contactScreenText as t } from '@pishkhan/common/i18n/fa/contact-screens';
import { crudText } from '@pishkhan/common/i18n/fa/ui';
import { rules } from '@pishkhan/common/rules';
import { CONTACT_ANSWER_MAX } from '@pishkhan/common/schemas/contact.schema';
import { contactDeliveryTexts as D } from '@pishkhan/common/i18n/fa/messaging';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Descriptions, Form, Input, Space, Tag, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { api, errorMessage, isApiError } from '../../../app/api';
import { formatDateTime } from '../../../app/format';
import { useSession } from '../../../app/session';
import { DeleteButton } from '../../../components/crud/DeleteButton';
import { ItemFallback } from '../../../components/crud/ItemFallback';
import { PageHeader } from '../../../components/crud/PageHeader';
import { applyServerErrors } from '../../../components/crud/serverErrors';
import { resourceKeys, useResourceItem } from '../../../components/crud/useResource';
import { useTask } from '../../../components/tasks/task.api';
import { useMessageChannels } from '../../../components/tasks/useMessageChannels';
import { CONTACTS_API, type Contact, type ContactWithCount } from './contact.api';
import { useContactsChanged } from './useUnreadContacts';
import './contacts.css';
import { Ltr } from '../../../components/crud/columns';

/** Opening an unread message reads it, once per message shown. */
function useMarkRead(c: Contact | undefined) {
  const changed = useContactsChanged();
  const done = useRef<number | null>(null);
  useEffect(() => {
    if (!c || c.status !== 0 || done.current === c.id) return;
    done.current = c.id;
    void api
      .post<{ data: ContactWithCount }>(`${CONTACTS_API}/${c.id}/read`, { read: true })
      .then((res) => changed(res.data.total_unread_contacts, { id: c.id, status: 1 }))
      .catch(() => (done.current = null));
  }, [c, changed]);
}

const DELIVERY_COLOR: Record<string, string> = { queued: 'processing', sent: 'success', outbox: 'warning', failed: 'error', none: 'default' };

/** The answer's delivery: status, channel, Jalali time and a failure's reason; re-read when its task ends. */
function AnswerDeliveryLine({ c }: { c: Contact }) {
  const d = c.answer_delivery;
  const qc = useQueryClient();
  const task = useTask(d?.status === 'queued' ? d.task_id : null);
  const settled = task.data && task.data.status !== 'queued' && task.data.status !== 'running';
  useEffect(() => {
    if (settled) void qc.invalidateQueries({ queryKey: resourceKeys.item(CONTACTS_API, String(c.id)) });
  }, [settled, qc, c.id]);
  if (!d) return null;
  return (
    <div className="pk-contact-delivery" data-testid="contact-delivery">
      <Space wrap>
        <span>{D.title}:</span>
        <Tag color={DELIVERY_COLOR[d.status]}>{D.status[d.status] ?? d.status}</Tag>
        {d.channel ? <Typography.Text type="secondary">{D.via(D.channel[d.channel] ?? d.channel)}</Typography.Text> : null}
        {d.delivered_at ? <Typography.Text type="secondary">{formatDateTime(d.delivered_at)}</Typography.Text> : null}
      </Space>
      {d.error ? <Alert className="pk-contact-delivery-error" type={d.status === 'failed' ? 'error' : 'warning'} showIcon title={d.error} /> : null}
    </div>
  );
}

/** Before sending: where the answer will go, and plainly when it will only reach the outbox. */
function AnswerRouteNotice({ c }: { c: Contact }) {
  const channels = useMessageChannels().data;
  const to = c.email || c.mobile;
  const viaEmail = !!c.email;
  return (
    <div className="pk-contact-route">
      <Typography.Paragraph type="secondary">{to ? D.willSendTo(to) : D.noAddress}</Typography.Paragraph>
      {to && channels && viaEmail && channels.email === 'outbox' ? <Alert type="warning" showIcon title={D.outboxNotice} data-testid="outbox-notice" /> : null}
      {to && channels && !viaEmail && channels.sms === 'log' ? <Alert type="warning" showIcon title={D.smsLogNotice} data-testid="outbox-notice" /> : null}
    </div>
  );
}

function AnswerCard({ c }: { c: Contact }) {
  const { can } = useSession();
  const { message } = App.useApp();
  const changed = useContactsChanged();
  const qc = useQueryClient();
  const [form] = Form.useForm<{ answer: string }>();
  const [busy, setBusy] = useState(false);
  const editable = can('update_contact');
  const save = async ({ answer }: { answer: string }) => {
    setBusy(true);
    try {
      const res = await api.put<{ data: ContactWithCount }>(`${CONTACTS_API}/${c.id}/answer`, { answer });
      await changed(res.data.total_unread_contacts, { id: c.id, status: 1 });
      const { total_unread_contacts: _n, ...saved } = res.data;
      qc.setQueryData(resourceKeys.item(CONTACTS_API, String(c.id)), saved);
      message.success(t.answerSaved);
    } catch (e) {
      if (isApiError(e) && e.fields) applyServerErrors(form, e.fields);
      else message.error(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card title={<h2 className="pk-contact-card-title">{t.answerTitle}</h2>} className="pk-contact-card">
      {c.answer && c.answered_at ? (
        <Typography.Paragraph type="secondary" data-testid="contact-answered">
          {t.answeredBy(c.answered_by?.name ?? '', formatDateTime(c.answered_at))}
        </Typography.Paragraph>
      ) : null}
      <AnswerDeliveryLine c={c} />
      {editable ? <AnswerRouteNotice c={c} /> : null}
      {editable ? (
        <Form form={form} layout="vertical" initialValues={{ answer: c.answer ?? '' }} onFinish={save} requiredMark={false}>
          <Form.Item name="answer" label={L.fields.answer} rules={rules(L.fields.answer, `required|max:${CONTACT_ANSWER_MAX}`)} extra={t.answerNote}>
            <Input.TextArea autoSize={{ minRows: 4, maxRows: 12 }} placeholder={t.answerPlaceholder} showCount maxLength={CONTACT_ANSWER_MAX} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={busy}>
            {t.answerSave}
          </Button>
        </Form>
      ) : c.answer ? (
        <Typography.Paragraph className="pk-contact-body">{c.answer}</Typography.Paragraph>
      ) : (
        <Typography.Paragraph type="secondary">{t.noAnswer}</Typography.Paragraph>
      )}
    </Card>
  );
}

/** /admin/contact/:id — one message: sender, customer link, the text, read state and the shop's answer. */
export default function ContactShowPage() {
  const id = useParams().id;
  const { can } = useSession();
  const { message } = App.useApp();
  const changed = useContactsChanged();
  const navigate = useNavigate();
  const record = useResourceItem<Contact>(CONTACTS_API, id);
  const c = record.data;
  useMarkRead(c);

  const markUnread = async () => {
    try {
      const res = await api.post<{ data: ContactWithCount }>(`${CONTACTS_API}/${c!.id}/read`, { read: false });
      await changed(res.data.total_unread_contacts, { id: c!.id, status: 0 });
      message.success(t.markedUnread);
    } catch (e) {
      message.error(errorMessage(e));
    }
  };

  const header = (
    <PageHeader
      title={c?.subject || (c ? t.noSubject : L.one)}
      back="/contact"
      subtitle={c ? <span className="pk-nowrap">{formatDateTime(c.created_at)}</span> : undefined}
      extra={
        c ? (
          <Space wrap>
            {c.status === 0 ? <Tag color="blue">{t.statuses.unread}</Tag> : <Tag>{t.statuses.read}</Tag>}
            {c.status === 1 ? <Button onClick={markUnread}>{t.markUnread}</Button> : null}
            {can('delete_contact') ? <DeleteButton apiPath={CONTACTS_API} id={c.id} name={c.subject || c.name} label={crudText.delete} onDeleted={() => navigate('/contact')} /> : null}
          </Space>
        ) : undefined
      }
    />
  );
  if (record.isError || !c) return <ItemFallback record={record} header={header} back="/contact" />;

  return (
    <div className="pk-contact-show">
      {header}
      <div className="pk-contact-grid">
        <Card title={<h2 className="pk-contact-card-title">{t.message}</h2>} className="pk-contact-card">
          <Typography.Paragraph className="pk-contact-body" data-testid="contact-body">
            {c.body}
          </Typography.Paragraph>
        </Card>
        <Card title={<h2 className="pk-contact-card-title">{t.sender}</h2>} className="pk-contact-card">
          <Descriptions column={1} size="small">
            <Descriptions.Item label={L.fields.name}>{c.name}</Descriptions.Item>
            {c.mobile ? (
              <Descriptions.Item label={L.fields.mobile}>
                <Ltr>{c.mobile}</Ltr>
              </Descriptions.Item>
            ) : null}
            {c.email ? (
              <Descriptions.Item label={L.fields.email}>
                <a href={`mailto:${c.email}`} dir="ltr">
                  <MailOutlined /> {c.email}
                </a>
              </Descriptions.Item>
            ) : null}
            <Descriptions.Item label={L.fields.customer_id}>
              {c.customer ? (
                can('read_customer') ? (
                  <Link to={`/customers/show/${c.customer.id}`}>
                    <UserOutlined /> {c.customer.name || <Ltr>{c.customer.mobile}</Ltr>}
                  </Link>
                ) : (
                  c.customer.name || <Ltr>{c.customer.mobile}</Ltr>
                )
              ) : (
                t.guest
              )}
            </Descriptions.Item>
          </Descriptions>
        </Card>
      </div>
      <AnswerCard key={c.id} c={c} />
    </div>
  );
}
