import { HistoryOutlined } from '@ant-design/icons';
import { postText } from '@pishkhan/common/i18n/fa/post-texts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Modal, Popconfirm, Skeleton } from 'antd';
import { useState } from 'react';
import { api, errorMessage } from '../../../app/api';
import { formatDateTime } from '../../../app/format';
import type { FormContext } from '../../../components/crud/FormPage';
import { textOf } from './snippet';
import { wordDiff } from './wordDiff';

const t = postText.revisions;

interface Revision {
  id: number;
  title: string;
  body: string;
  created_at: string;
  admin: { id: number; name: string | null } | null;
}

/** The word diff of a revision against the current text: removed words struck, added ones marked; side by side when too long. */
function Compare({ revision, current }: { revision: Revision; current: { title: string; body: string } }) {
  const [before, after] = [textOf(revision.body), textOf(current.body)];
  const parts = wordDiff(`${revision.title}\n${before}`, `${current.title}\n${after}`);
  if (parts)
    return (
      <div className="pk-diff" dir="rtl" data-testid="revision-diff">
        {parts.map((p, i) => (p.kind === 'same' ? <span key={i}>{p.text} </span> : p.kind === 'removed' ? <del key={i}>{p.text} </del> : <ins key={i}>{p.text} </ins>))}
      </div>
    );
  return (
    <div className="pk-diff-sides">
      <div>
        <h4>{t.chosen}</h4>
        <div className="pk-diff">{before}</div>
      </div>
      <div>
        <h4>{t.current}</h4>
        <div className="pk-diff">{after}</div>
      </div>
    </div>
  );
}

/** The post's earlier versions (title and body at each save): compare one with the current text, or restore it (a save that keeps the current one). */
export function PostRevisions({ ctx }: { ctx: FormContext<{ id: number } & Record<string, any>> }) {
  const id = ctx.record?.id;
  const qc = useQueryClient();
  const { message } = App.useApp();
  const [open, setOpen] = useState<Revision | null>(null);
  const key = ['/api/admin/posts', 'revisions', id];
  const revisions = useQuery({ queryKey: key, queryFn: () => api.get<{ data: Revision[] }>(`/api/admin/posts/${id}/revisions`), enabled: !!id });
  if (!id) return null;
  const restore = async (r: Revision) => {
    try {
      const res = await api.post<{ data: { title: string; body: string } }>(`/api/admin/posts/${id}/revisions/${r.id}/restore`, {});
      ctx.form.setFieldsValue({ title: res.data.title, body: res.data.body });
      await qc.invalidateQueries({ queryKey: ['/api/admin/posts'] });
      setOpen(null);
      message.success(t.restored);
    } catch (e) {
      message.error(errorMessage(e));
    }
  };
  const rows = revisions.data?.data ?? [];
  return (
    <section className="pk-form-section" aria-label={t.title}>
      <h3>
        <HistoryOutlined /> {t.title}
      </h3>
      {revisions.isLoading ? <Skeleton active /> : null}
      {!revisions.isLoading && !rows.length ? <p>{t.empty}</p> : null}
      <ul className="pk-revisions">
        {rows.map((r) => (
          <li key={r.id}>
            <div>
              <div>{r.title}</div>
              <small>{t.by(r.admin?.name ?? t.unknownAdmin, formatDateTime(r.created_at))}</small>
            </div>
            <div className="pk-revisions-actions">
              <Button size="small" onClick={() => setOpen(r)}>
                {t.compare}
              </Button>
              {ctx.readOnly ? null : (
                <Popconfirm title={t.restoreConfirm} onConfirm={() => restore(r)}>
                  <Button size="small">{t.restore}</Button>
                </Popconfirm>
              )}
            </div>
          </li>
        ))}
      </ul>
      <Modal open={!!open} width={900} title={open ? `${t.compare}: ${open.title}` : ''} onCancel={() => setOpen(null)} footer={null} destroyOnHidden>
        {open ? <Compare revision={open} current={{ title: String(ctx.form.getFieldValue('title') ?? ''), body: String(ctx.form.getFieldValue('body') ?? '') }} /> : null}
      </Modal>
    </section>
  );
}
