export const POST_COMMENTS_API = '/api/admin/post-comments';

export type PostCommentStatus = 'pending' | 'approved' | 'unapproved';

/** One comment as the API shows it (without its thread). */
export interface PostCommentItem {
  id: number;
  post_id: number;
  parent_id: number | null;
  name: string;
  email: string | null;
  body: string;
  status: PostCommentStatus;
  customer: { id: number; name: string | null; mobile: string | null } | null;
  from_shop: boolean;
  admin: { id: number; name: string } | null;
  /** Written by a registered customer or the shop: name and e-mail cannot be edited. */
  registered: boolean;
  created_at: string;
  updated_at: string;
}

export interface PostComment extends PostCommentItem {
  post: { id: number; title: string } | null;
  parent: { id: number; name: string; body: string; status: PostCommentStatus } | null;
  replies: PostCommentItem[];
}

/** GET <api>/<id>: the comment and its thread (the comment answered first, then every reply). */
export interface PostCommentDetail extends PostComment {
  thread: PostCommentItem[];
}
