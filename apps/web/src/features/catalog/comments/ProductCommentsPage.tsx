import { CheckOutlined, CloseOutlined, MessageOutlined } from '@ant-design/icons';
import { commentStatusLabels } from '@pishkhan/common/i18n/fa/merchandising';
import { commentsText as t } from '@pishkhan/common/i18n/fa/merch-screens';
import { crudText } from '@pishkhan/common/i18n/fa/ui';
import { Button, Rate, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../../app/api';
import { useSession } from '../../../app/session';
import { dateColumn, ListPage, type BulkAction, type ListColumn } from '../../../components/crud';
import { lazyPart } from '../../../components/crud/lazyPart';
import { COMMENTS_API, type ProductComment } from './comment.api';

const STATUS_COLORS: Record<string, string> = { pending: 'gold', approved: 'green', rejected: 'red' };
const statusOptions = Object.entries(commentStatusLabels).map(([value, label]) => ({ value, label }));

const setStatus = (status: string) => async (ids: (number | string)[]) => {
  await api.post(`${COMMENTS_API}/status`, { ids, status });
};

const ReplyDialog = lazyPart(() => import('./ReplyDialog').then((m) => m.ReplyDialog));

function ReplyButton({ row }: { row: ProductComment }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title={t.reply}>
        <Button type="text" size="small" icon={<MessageOutlined />} aria-label={t.reply} onClick={() => setOpen(true)} />
      </Tooltip>
      {open ? <ReplyDialog row={row} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

const columns: ListColumn<ProductComment>[] = [
  {
    key: 'body',
    title: t.body,
    render: (_: unknown, r) => (
      <div>
        {r.title ? <Typography.Text strong>{r.title}</Typography.Text> : null}
        <Typography.Paragraph ellipsis={{ rows: 3, expandable: true }} style={{ marginBlockEnd: 4 }}>
          {r.body}
        </Typography.Paragraph>
        {r.replies.map((x) => (
          <Typography.Paragraph key={x.id} type="secondary" style={{ marginBlockEnd: 0 }}>
            {t.shopReply} {x.body}
          </Typography.Paragraph>
        ))}
      </div>
    ),
  },
  { key: 'product', title: t.product, render: (_: unknown, r) => (r.product ? <Link to={`/products/edit/${r.product.id}`}>{r.product.title}</Link> : '—') },
  { key: 'author', title: t.author, dataIndex: 'author_name', render: (v: string | null) => v ?? '—' },
  { key: 'rating', title: t.rating, dataIndex: 'rating', width: 140, render: (v: number | null) => (v ? <Rate disabled count={5} value={Math.min(5, v)} style={{ fontSize: 14 }} /> : '—') },
  { key: 'status', title: crudText.status, render: (_: unknown, r) => <Tag color={STATUS_COLORS[r.status]}>{commentStatusLabels[r.status]}</Tag> },
  dateColumn<ProductComment>(),
];

export default function ProductCommentsPage() {
  const { can } = useSession();
  const bulk: BulkAction<ProductComment>[] = [
    { key: 'approve', label: t.approve, icon: <CheckOutlined />, permission: 'update_productComment', run: setStatus('approved') },
    { key: 'reject', label: t.reject, icon: <CloseOutlined />, permission: 'update_productComment', run: setStatus('rejected') },
  ];
  return (
    <ListPage<ProductComment>
      title={t.title}
      apiPath={COMMENTS_API}
      permission="productComment"
      basePath="/comments"
      columns={columns}
      createLabel={false}
      editPath={false}
      searchPlaceholder={t.searchPlaceholder}
      filters={[{ name: 'status', label: crudText.status, options: statusOptions }]}
      bulkActions={bulk}
      rowName={(r) => r.body.slice(0, 40)}
      rowActions={(r) => (can('create_productComment') ? <ReplyButton row={r} /> : null)}
    />
  );
}
