import './posts.css';
import { EyeOutlined } from '@ant-design/icons';
import { contentLabels } from '@pishkhan/common/i18n/fa/content-labels';
import { postCommentScreenText } from '@pishkhan/common/i18n/fa/moderation-screens';
import { postText } from '@pishkhan/common/i18n/fa/post-texts';
import { Button } from 'antd';
import { Link } from 'react-router';
import { formatDateTime, formatNumber } from '../../../app/format';
import { useSession } from '../../../app/session';
import type { ResourceScreen } from '../../../app/routing';
import { PostRevisions } from './PostRevisions';
import { PostStatusTag } from './PostStatusTag';
import { SnippetPreview } from './SnippetPreview';

const L = contentLabels.post.fields;
type Row = { id: number } & Record<string, any>;

/** A post's comment count, opening its comment queue for admins who moderate comments. */
function CommentsCount({ row }: { row: Row }) {
  const { can } = useSession();
  const n = formatNumber(Number(row.comments_count ?? 0));
  return can('read_comment') ? <Link to={`/post-comment/${row.id}`} aria-label={`${postCommentScreenText.commentsOfPost} ${row.title}`}>{n}</Link> : <>{n}</>;
}

/** The posts' list (state with «scheduled», comment count, publication time) and form (search-result preview, revisions, reader's preview). */
const screen: ResourceScreen = {
  columns: [
    'title',
    'post_category_id',
    'author_id',
    { key: 'status', dataIndex: 'status', title: L.status, sortKey: 'status', render: (_: string, r: Row) => <PostStatusTag status={String(r.status)} scheduled={!!r.scheduled} /> },
    'special',
    { key: 'comments_count', dataIndex: 'comments_count', title: postCommentScreenText.commentsOfPost, width: 90, render: (_: unknown, r: Row) => <CommentsCount row={r} /> },
    { key: 'published_at', dataIndex: 'published_at', title: L.published_at, sortKey: 'published_at', render: (v: string) => formatDateTime(v) },
  ],
  layout: [['title', 'post_category_id'], 'slug', 'summary', 'body', ['image_id', 'tags'], 'product_ids', ['status', 'published_at'], 'special', 'meta_description', 'snippet', 'preview', 'revisions'],
  custom: {
    snippet: (ctx) => <SnippetPreview form={ctx.form} />,
    preview: (ctx) =>
      ctx.record ? (
        <Link to={`/posts/preview/${ctx.record.id}`}>
          <Button icon={<EyeOutlined />}>{postText.preview.open}</Button>
        </Link>
      ) : null,
    revisions: (ctx) => <PostRevisions ctx={ctx} />,
  },
};
export default screen;
// The reader's preview shares this chunk (its status tag and styles).
export { default as PostPreviewPage } from './PostPreviewPage';
