/**
 * The doctors' feed: post and video inputs with their messages (docs/product.md#doctors-feed), and
 * the upload limits' wording. Written with `zod/mini`, as auth.ts is: Upload Video is a form page.
 */
import { z } from "zod/mini";
import { POST_CONTENT_MAX, VIDEO_DESCRIPTION_MAX, VIDEO_TITLE_MAX } from "../constants.ts";
import { FEED_MESSAGES, FEED_TABS } from "../messages/feed.ts";

export { FEED_TABS, VIDEO_FORMATS_LABEL, FEED_MESSAGES, formatBytes, videoTooLargeMessage, uploadsPerHourMessage, postsPerHourMessage, videoStorageFullMessage } from "../messages/feed.ts";
export type { FeedTab } from "../messages/feed.ts";

export const createPostSchema = z.object({
  content: z.string().check(z.trim(), z.minLength(1, FEED_MESSAGES.postBlank), z.maxLength(POST_CONTENT_MAX, FEED_MESSAGES.postTooLong)),
});
export type CreatePostInput = z.infer<typeof createPostSchema>;

/** What the person types on Upload Video; the file itself is checked apart (it is not text). */
export const videoDetailsSchema = z.object({
  title: z.string().check(z.trim(), z.minLength(1, FEED_MESSAGES.titleBlank), z.maxLength(VIDEO_TITLE_MAX, FEED_MESSAGES.titleTooLong)),
  description: z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(VIDEO_DESCRIPTION_MAX, FEED_MESSAGES.descriptionTooLong))),
    z.transform((value: string | undefined) => (value ? value : null)),
  ),
});
export type VideoDetailsInput = z.input<typeof videoDetailsSchema>;
export type VideoDetails = z.output<typeof videoDetailsSchema>;

/** tus upload ids are 32 hex characters chosen by the server. */
export const UPLOAD_ID_RE = /^[0-9a-f]{32}$/;

export const finalizeVideoSchema = z.extend(videoDetailsSchema, {
  uploadId: z.string().check(z.regex(UPLOAD_ID_RE, FEED_MESSAGES.uploadNotFound)),
});
export type FinalizeVideoInput = z.input<typeof finalizeVideoSchema>;

export const feedQuerySchema = z.object({
  tab: z._default(z.enum(FEED_TABS), "all"),
  cursor: z.optional(z.string().check(z.maxLength(200))),
});

/** One author's posts and videos (their profile): newest first, cursor-paged. */
export const authorFeedQuerySchema = z.object({
  cursor: z.optional(z.string().check(z.maxLength(200))),
});
