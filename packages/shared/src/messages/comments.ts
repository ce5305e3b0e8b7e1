/**
 * The words of comments (docs/product.md#comments), without zod, so the screens that show them do
 * not load the schemas (schemas/comments.ts re-exports them).
 */
import { COMMENT_EDIT_MINUTES, COMMENT_MAX } from "../constants.ts";
import { inTime } from "./quotas.ts";

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
