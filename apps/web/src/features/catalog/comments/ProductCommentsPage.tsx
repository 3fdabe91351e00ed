import { commentStatusLabels } from '@pishkhan/common/i18n/fa/merchandising';
import { commentsText as t } from '@pishkhan/common/i18n/fa/merch-screens';
import { Rate } from 'antd';
import { Link } from 'react-router';
import { ModerationList, type ModerationKind } from '../../../components/moderation/ModerationList';
import { COMMENTS_API, type ProductComment } from './comment.api';

/** Product comments on the shared moderation screen: their own states (pending / approved / rejected), the rating. */
export const productCommentKind: ModerationKind<ProductComment> = {
  api: COMMENTS_API,
  permission: 'productComment',
  basePath: '/comments',
  searchPlaceholder: t.searchPlaceholder,
  statuses: [
    { value: 'pending', label: commentStatusLabels.pending!, color: 'gold' },
    { value: 'approved', label: commentStatusLabels.approved!, color: 'green' },
    { value: 'rejected', label: commentStatusLabels.rejected!, color: 'red' },
  ],
  approved: 'approved',
  refused: { value: 'rejected', label: t.reject },
  pendingKey: 'new_product_comments_count',
  author: (r) => r.author_name ?? '—',
  subject: { title: t.product, render: (r) => (r.product ? <Link to={`/products/edit/${r.product.id}`}>{r.product.title}</Link> : '—') },
  heading: (r) => (r.title ? <strong>{r.title}</strong> : null),
  replies: (r) => r.replies.map((x) => ({ id: x.id, body: x.body, author: x.admin_name, fromShop: true, created_at: x.created_at })),
  extraColumns: [
    { key: 'rating', title: t.rating, dataIndex: 'rating', width: 140, render: (v: number | null) => (v ? <Rate disabled count={5} value={Math.min(5, v)} style={{ fontSize: 14 }} /> : '—') },
  ],
};

/** /admin/comments — product comments (read_productComment). */
export default function ProductCommentsPage() {
  return <ModerationList kind={productCommentKind} title={t.title} />;
}
