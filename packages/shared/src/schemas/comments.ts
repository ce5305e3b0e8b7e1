/**
 * Comments on posts and videos (docs/product.md#comments): the one input a person types, its
 * messages, and the words the server and the screens share.
 */
import { z } from "zod/mini";
import { COMMENT_EDIT_MINUTES, COMMENT_MAX } from "../constants.ts";
import { inTime } from "../messages/quotas.ts";

export const COMMENT_MESSAGES = {
  blank: "Write a comment first",
  tooLong: `A comment can be at most ${COMMENT_MAX} characters`,
  notFound: "Comment not found",
  parentNotFound: "The comment you are replying to no longer exists",
  notYours: "You can only edit your own comments",
  notAllowedToDelete: "You can delete only your own comments, or comments on your own posts and videos",
  editWindowOver: `Comments can be edited or deleted only in the first ${COMMENT_EDIT_MINUTES} minutes`,
  posted: "Comment posted",
  replied: "Reply posted",
  updated: "Comment updated",
  deleted: "Comment deleted",
  failed: "Could not save your comment",
  deleteFailed: "Could not delete the comment",
  loadFailed: "Could not load the comments",
  empty: "No comments yet. Be the first to comment.",
  signInToComment: "Sign in to comment",
} as const;

/** Comments and replies, one count: `max` in a minute or a day, free again after `retryAfterSeconds`. */
export const commentRateMessage = (window: "minute" | "day", max: number, retryAfterSeconds: number) =>
  `You can write at most ${max} comments a ${window}. Please try again ${inTime(retryAfterSeconds)}.`;

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
