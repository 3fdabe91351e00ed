import './posts.css';
import { EyeOutlined } from '@ant-design/icons';
import { contentLabels } from '@pishkhan/common/i18n/fa/content-labels';
import { postText } from '@pishkhan/common/i18n/fa/post-texts';
import { Button } from 'antd';
import { Link } from 'react-router';
import { formatDateTime } from '../../../app/format';
import type { ResourceScreen } from '../../../app/routing';
import { PostRevisions } from './PostRevisions';
import { PostStatusTag } from './PostStatusTag';
import { SnippetPreview } from './SnippetPreview';

const L = contentLabels.post.fields;
type Row = { id: number } & Record<string, any>;

/** The posts' list (state with «scheduled», publication time) and form (search-result preview, revisions, reader's preview). */
const screen: ResourceScreen = {
  columns: [
    'title',
    'post_category_id',
    'author_id',
    { key: 'status', dataIndex: 'status', title: L.status, sortKey: 'status', render: (_: string, r: Row) => <PostStatusTag status={String(r.status)} scheduled={!!r.scheduled} /> },
    'special',
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
