import { postCommentLabels as L, postCommentStatusLabels } from '@pishkhan/common/i18n/fa/post-comment-labels';
import { moderationText as m, postCommentScreenText as t } from '@pishkhan/common/i18n/fa/moderation-screens';
import { crudText } from '@pishkhan/common/i18n/fa/ui';
import { rules } from '@pishkhan/common/rules';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Descriptions, Form, Input, Space, Typography } from 'antd';
import { LazySelect as Select } from '../../../components/inputs/LazySelect';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { api, errorMessage, isApiError } from '../../../app/api';
import { faDigits, formatDateTime } from '../../../app/format';
import { useSession } from '../../../app/session';
import { DeleteButton } from '../../../components/crud/DeleteButton';
import { ItemFallback } from '../../../components/crud/ItemFallback';
import { PageHeader } from '../../../components/crud/PageHeader';
import { applyServerErrors } from '../../../components/crud/serverErrors';
import { resourceKeys, useResourceItem } from '../../../components/crud/useResource';
import '../../../components/moderation/moderation.css';
import { POST_COMMENTS_API, type PostCommentDetail, type PostCommentItem } from './post-comment.api';
import { CommentAuthor, statusTag } from './postCommentKind';

const STATUS_OPTIONS = Object.entries(postCommentStatusLabels).map(([value, label]) => ({ value, label }));

/** After a write: this comment's page and the queues refetched, and the menu's pending count. */
function useChanged() {
  const qc = useQueryClient();
  const { refresh } = useSession();
  return async () => {
    await qc.invalidateQueries({ queryKey: resourceKeys.all(POST_COMMENTS_API) });
    void refresh();
  };
}

/** The comment answered and every reply, this comment marked; each opens its own page. */
function Thread({ c }: { c: PostCommentDetail }) {
  return (
    <Card title={<h2 className="pk-contact-card-title">{t.thread}</h2>} size="small">
      {c.thread.map((x: PostCommentItem) => (
        <div
          key={x.id}
          data-testid="thread-item"
          className={['pk-mod-thread-item', x.parent_id ? 'pk-mod-thread-item--reply' : '', x.id === c.id ? 'pk-mod-thread-item--current' : ''].filter(Boolean).join(' ')}
        >
          <Space size={8} wrap>
            <strong>{x.from_shop ? `${m.shopReply} (${x.name})` : x.name}</strong>
            {statusTag(x.status)}
            <span className="pk-mod-muted">{formatDateTime(x.created_at)}</span>
            {x.id === c.id ? <span className="pk-mod-muted">{t.thisComment}</span> : <Link to={`/post-comment/comment/${x.id}`}>{m.open}</Link>}
          </Space>
          <Typography.Paragraph style={{ marginBlock: 4, whiteSpace: 'pre-wrap' }}>{x.body}</Typography.Paragraph>
        </div>
      ))}
    </Card>
  );
}

type EditValues = { name: string; email: string | null; body: string; status: string };

/** Name and e-mail (a guest's only), text and state; read-only without update_comment. */
function EditCard({ c }: { c: PostCommentDetail }) {
  const { can } = useSession();
  const { message } = App.useApp();
  const changed = useChanged();
  const [form] = Form.useForm<EditValues>();
  const [busy, setBusy] = useState(false);
  if (!can('update_comment')) return null;
  const save = async (v: EditValues) => {
    setBusy(true);
    try {
      const body = c.registered ? { body: v.body, status: v.status } : { name: v.name, email: v.email ?? '', body: v.body, status: v.status };
      await api.put(`${POST_COMMENTS_API}/${c.id}`, body);
      message.success(t.saved);
      await changed();
    } catch (e) {
      if (isApiError(e) && e.fields) applyServerErrors(form, e.fields);
      else message.error(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card title={<h2 className="pk-contact-card-title">{t.edit}</h2>} size="small">
      <Form key={c.updated_at} name="comment-edit" form={form} layout="vertical" onFinish={save} initialValues={{ name: c.name, email: c.email, body: c.body, status: c.status }}>
        {c.registered ? <Typography.Paragraph type="secondary">{t.lockedHint}</Typography.Paragraph> : null}
        <Space wrap align="start">
          <Form.Item name="name" label={L.fields.name} rules={c.registered ? [] : rules(L.fields.name, 'required|max:100')}>
            <Input disabled={c.registered} />
          </Form.Item>
          <Form.Item name="email" label={L.fields.email} rules={c.registered ? [] : rules(L.fields.email, 'required|email|max:100')}>
            <Input disabled={c.registered} dir="ltr" />
          </Form.Item>
          <Form.Item name="status" label={L.fields.status}>
            <Select options={STATUS_OPTIONS} style={{ minInlineSize: 160 }} />
          </Form.Item>
        </Space>
        <Form.Item name="body" label={L.fields.body} rules={rules(L.fields.body, 'required|max:5000')}>
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 12 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy}>
          {t.save}
        </Button>
      </Form>
    </Card>
  );
}

/** The shop's reply (create_comment), for a comment that is not itself a reply. */
function ReplyCard({ c }: { c: PostCommentDetail }) {
  const { can } = useSession();
  const { message } = App.useApp();
  const changed = useChanged();
  const [form] = Form.useForm<{ body: string }>();
  const [busy, setBusy] = useState(false);
  if (!can('create_comment') || c.parent_id !== null) return null;
  const send = async ({ body }: { body: string }) => {
    setBusy(true);
    try {
      await api.post(`${POST_COMMENTS_API}/${c.id}/reply`, { body });
      message.success(m.replied);
      form.resetFields();
      await changed();
    } catch (e) {
      if (isApiError(e) && e.fields) applyServerErrors(form, e.fields);
      else message.error(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card title={<h2 className="pk-contact-card-title">{m.replyTitle}</h2>} size="small">
      <Form name="comment-reply" form={form} layout="vertical" onFinish={send}>
        <Form.Item name="body" label={m.reply} rules={rules(m.reply, 'required|min:2|max:5000')}>
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} placeholder={m.replyPlaceholder} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy}>
          {m.send}
        </Button>
      </Form>
    </Card>
  );
}

/** /admin/post-comment/comment/{id} — one post comment: its post, author, thread, edit, state, reply, delete. */
export default function PostCommentPage() {
  const id = useParams().id;
  const { can } = useSession();
  const navigate = useNavigate();
  const changed = useChanged();
  const record = useResourceItem<PostCommentDetail>(POST_COMMENTS_API, id);
  const c = record.data;
  const back = c?.post ? `/post-comment/${c.post.id}` : '/post-comment';
  const header = (
    <PageHeader
      title={c ? t.detailTitle(faDigits(c.id)) : L.one}
      back={back}
      subtitle={c ? <span className="pk-nowrap">{formatDateTime(c.created_at)}</span> : undefined}
      extra={
        c ? (
          <Space wrap>
            {statusTag(c.status)}
            {can('delete_comment') ? (
              <DeleteButton
                apiPath={POST_COMMENTS_API}
                id={c.id}
                name={c.body.slice(0, 40)}
                label={crudText.delete}
                onDeleted={() => {
                  void changed();
                  navigate(back);
                }}
              />
            ) : null}
          </Space>
        ) : undefined
      }
    />
  );
  if (record.isError || !c) return <ItemFallback record={record} header={header} back="/post-comment" />;
  return (
    <div>
      {header}
      <Space orientation="vertical" size={16} style={{ inlineSize: '100%' }}>
        <Card size="small">
          <Descriptions column={{ xs: 1, md: 2 }} size="small">
            <Descriptions.Item label={t.post}>{c.post ? <Link to={`/post-comment/${c.post.id}`}>{c.post.title}</Link> : '—'}</Descriptions.Item>
            <Descriptions.Item label={m.author}>
              <CommentAuthor c={c} />
            </Descriptions.Item>
            {c.parent ? (
              <Descriptions.Item label={L.fields.parent_id}>
                <Link to={`/post-comment/comment/${c.parent.id}`}>{m.inReplyTo(c.parent.name)}</Link>
              </Descriptions.Item>
            ) : null}
          </Descriptions>
          <Typography.Paragraph data-testid="comment-body" style={{ marginBlock: 8, whiteSpace: 'pre-wrap' }}>
            {c.body}
          </Typography.Paragraph>
        </Card>
        <Thread c={c} />
        <ReplyCard c={c} />
        <EditCard c={c} />
      </Space>
    </div>
  );
}
