import './posts.css';
import { postStatusLabels, postText } from '@pishkhan/common/i18n/fa/post-texts';
import { Skeleton, Tag } from 'antd';
import { Link, useParams } from 'react-router';
import { formatDateTime } from '../../../app/format';
import { usePageTitle } from '../../../app/usePageTitle';
import { useResourceItem } from '../../../components/crud/useResource';
import { Result } from '../../../components/status/Result';
import { PostStatusTag } from './PostStatusTag';

interface PostView {
  id: number;
  title: string;
  summary: string | null;
  body: string;
  status: keyof typeof postStatusLabels;
  scheduled: boolean;
  published_at: string;
  tags: string[];
  image: { id: number; url: string } | null;
  post_category: { name: string } | null;
  author: { name: string } | null;
}

/**
 * /admin/posts/preview/:id — the post as a reader sees it: cover image, title, byline, summary and
 * the body (HTML sanitised by the server when saved), right to left.
 */
export default function PostPreviewPage() {
  const { id } = useParams();
  const post = useResourceItem<PostView>('/api/admin/posts', id);
  const p = post.data;
  usePageTitle(p ? postText.preview.title(p.title) : postText.preview.open);
  if (post.isError) return <Result status="404" title={postText.preview.notFound} />;
  return (
    <div>
      <Link to={`/posts/edit/${id}`}>{postText.preview.back}</Link>
      {!p ? (
        <Skeleton active />
      ) : (
        <article className="pk-post-preview" dir="rtl" lang="fa">
          {p.image ? <img className="pk-post-preview-cover" src={p.image.url} alt="" /> : null}
          <div className="pk-post-preview-meta">
            {p.post_category ? <Tag>{p.post_category.name}</Tag> : null}
            <PostStatusTag status={p.status} scheduled={p.scheduled} />
            <span>{formatDateTime(p.published_at)}</span>
            {p.author ? <span>{postText.preview.by(p.author.name)}</span> : null}
          </div>
          <h1>{p.title}</h1>
          {p.summary ? <p className="pk-post-preview-summary">{p.summary}</p> : null}
          {/* Sanitised on the server at every save (an allow-list of tags and attributes). */}
          <div className="pk-post-preview-body" dangerouslySetInnerHTML={{ __html: p.body }} />
          {p.tags.length ? (
            <div>
              {p.tags.map((t) => (
                <Tag key={t}>#{t}</Tag>
              ))}
            </div>
          ) : null}
        </article>
      )}
    </div>
  );
}
