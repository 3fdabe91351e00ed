import { postCommentStatusLabels } from '@pishkhan/common/i18n/fa/post-comment-labels';
import { moderationText as m, postCommentScreenText as t } from '@pishkhan/common/i18n/fa/moderation-screens';
import { Tag } from 'antd';
import { Link } from 'react-router';
import type { ModerationKind } from '../../../components/moderation/ModerationList';
import { POST_COMMENTS_API, type PostComment } from './post-comment.api';

export const POST_COMMENT_STATUS_COLORS: Record<string, string> = { pending: 'gold', approved: 'green', unapproved: 'red' };

/** The author: name, and whether they are a registered customer or a guest (with their e-mail). */
export function CommentAuthor({ c }: { c: Pick<PostComment, 'name' | 'email' | 'customer' | 'from_shop'> }) {
  return (
    <div>
      <div>{c.name}</div>
      <div className="pk-mod-muted">
        {c.from_shop ? m.shopReply : c.customer ? m.registered : m.guest}
        {c.email && !c.from_shop ? (
          <>
            {' · '}
            <bdi dir="ltr">{c.email}</bdi>
          </>
        ) : null}
      </div>
    </div>
  );
}

/** Post comments on the shared moderation screen: pending / approved / unapproved, the post, each comment's page. */
export const postCommentKind: ModerationKind<PostComment> = {
  api: POST_COMMENTS_API,
  permission: 'comment',
  basePath: '/post-comment',
  searchPlaceholder: t.searchPlaceholder,
  statuses: (['pending', 'approved', 'unapproved'] as const).map((s) => ({ value: s, label: postCommentStatusLabels[s]!, color: POST_COMMENT_STATUS_COLORS[s]! })),
  approved: 'approved',
  refused: { value: 'unapproved', label: t.unapprove },
  pendingKey: 'new_blog_comments_count',
  author: (r) => <CommentAuthor c={r} />,
  subject: { title: t.post, render: (r) => (r.post ? <Link to={`/post-comment/${r.post.id}`}>{r.post.title}</Link> : '—') },
  inReplyTo: (r) => (r.parent ? { name: r.parent.name, body: r.parent.body } : null),
  replies: (r) => r.replies.map((x) => ({ id: x.id, body: x.body, author: x.name, fromShop: x.from_shop, created_at: x.created_at })),
  detailPath: (r) => `/post-comment/comment/${r.id}`,
  canReply: (r) => r.parent_id === null,
};

export const statusTag = (s: string) => <Tag color={POST_COMMENT_STATUS_COLORS[s]}>{postCommentStatusLabels[s] ?? s}</Tag>;
