import { z } from 'zod';
import { postCommentLabels as L, postCommentMessages as M } from '../i18n/fa/post-comment-labels';
import { id, optionalEmail, text } from './fields';

export const POST_COMMENT_STATUSES = ['pending', 'approved', 'unapproved'] as const;
export type PostCommentStatus = (typeof POST_COMMENT_STATUSES)[number];
export const POST_COMMENT_BODY_MAX = 5000;

const status = z.enum(POST_COMMENT_STATUSES).meta({ title: L.fields.status });
const ids = z.array(id(L.fields.ids)).min(1).max(100).meta({ title: L.fields.ids });

/** Editing a comment: name and email only for a guest's comment (the server refuses them otherwise). */
export const postCommentUpdate = z.strictObject({
  name: text(L.fields.name, { max: 100 }).optional(),
  email: optionalEmail(L.fields.email),
  body: text(L.fields.body, { max: POST_COMMENT_BODY_MAX }).optional(),
  status: status.optional(),
});
/** One state for several comments, all or none. */
export const postCommentStatusBody = z.strictObject({ ids, status });
/** The shop's reply (saved approved, written by the admin). */
export const postCommentReply = z.strictObject({ body: text(M.replyBody, { min: 2, max: POST_COMMENT_BODY_MAX }) });
export const postCommentIds = z.strictObject({ ids });
