import { postCommentScreenText as t } from '@pishkhan/common/i18n/fa/moderation-screens';
import { Button } from 'antd';
import { Link, useParams } from 'react-router';
import type { ListMeta } from '../../../app/api';
import { useListParams } from '../../../components/crud/useListParams';
import { useResourceList } from '../../../components/crud/useResource';
import { ModerationList } from '../../../components/moderation/ModerationList';
import { POST_COMMENTS_API } from './post-comment.api';
import { postCommentKind } from './postCommentKind';

/** The per-post queue names its post (the list answer carries it). */
function usePostTitle(query: Record<string, string> | undefined) {
  const params = useListParams(query ? { fixed: query } : {});
  const list = useResourceList(POST_COMMENTS_API, params.query, { enabled: !!query });
  return (list.data?.meta as (ListMeta & { post?: { title: string } | null }) | undefined)?.post?.title;
}

/** /admin/post-comment and /admin/post-comment/{post}: every post's comments, or one post's (read_comment). */
export default function PostCommentsPage() {
  const { post } = useParams();
  const query = post ? { post_id: post } : undefined;
  const postTitle = usePostTitle(query);
  return (
    <ModerationList
      key={post ?? 'all'}
      kind={postCommentKind}
      title={post ? (postTitle ? t.titleOfPost(postTitle) : t.title) : t.title}
      {...(query ? { query } : {})}
      {...(post
        ? {
            headerExtra: (
              <Link to="/post-comment">
                <Button>{t.allPosts}</Button>
              </Link>
            ),
          }
        : {})}
    />
  );
}
