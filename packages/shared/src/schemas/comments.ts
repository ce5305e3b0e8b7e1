/**
 * Comments on posts and videos (docs/product.md#comments): the one input a person types, its
 * messages, and the words the server and the screens share.
 */
import { z } from "zod/mini";
import { COMMENT_MAX } from "../constants.ts";
import { COMMENT_MESSAGES } from "../messages/comments.ts";

export { COMMENT_MESSAGES, commentRateMessage } from "../messages/comments.ts";

const body = z.string().check(z.trim(), z.minLength(1, COMMENT_MESSAGES.blank), z.maxLength(COMMENT_MAX, COMMENT_MESSAGES.tooLong));

export const createCommentSchema = z.object({
  body,
  /** the comment replied to; a reply to a reply joins the same thread */
  parentId: z.optional(z.uuid(COMMENT_MESSAGES.parentNotFound)),
});
export type CreateCommentInput = z.input<typeof createCommentSchema>;

export const editCommentSchema = z.object({ body });
export type EditCommentInput = z.input<typeof editCommentSchema>;

export const commentsQuerySchema = z.object({
  cursor: z.optional(z.string().check(z.maxLength(200))),
});
