/** The doctors' feed: post and video inputs with their messages (docs/product.md#doctors-feed), and the upload limits' wording. */
import { z } from "zod";
import {
  POST_CONTENT_MAX,
  POSTS_PER_HOUR,
  UPLOADS_IN_PROGRESS_MAX,
  UPLOADS_PER_HOUR,
  VIDEO_DESCRIPTION_MAX,
  VIDEO_STORAGE_BYTES_PER_USER,
  VIDEO_TITLE_MAX,
} from "../constants.ts";

export const FEED_TABS = ["all", "posts", "videos"] as const;
export type FeedTab = (typeof FEED_TABS)[number];

/** Upload types recognised from the file's first bytes (never from its name or the browser's guess). */
export const VIDEO_FORMATS_LABEL = "MP4, MOV, AVI";

export const FEED_MESSAGES = {
  postBlank: "Please write something",
  postTooLong: `Post must be less than ${POST_CONTENT_MAX} characters`,
  postCreated: "Post created successfully",
  postFailed: "Failed to create post",
  titleBlank: "Please enter a title",
  titleTooLong: `Title must be less than ${VIDEO_TITLE_MAX} characters`,
  descriptionTooLong: `Description must be less than ${VIDEO_DESCRIPTION_MAX} characters`,
  fileRequired: "Please select a video file",
  signInToUpload: "Please sign in to upload videos",
  videoUploaded: "Video uploaded successfully",
  videoFailed: "Failed to upload video",
  unsupportedVideo: "This file is not a supported video (MP4, MOV, AVI or WebM).",
  noVideoStream: "This file has no video in it. Please choose a video file (MP4, MOV, AVI or WebM).",
  uploadsInProgress: `You already have ${UPLOADS_IN_PROGRESS_MAX} uploads in progress. Finish or cancel one before starting another.`,
  uploadNotFound: "This upload was not found. Please upload the video again.",
  uploadNotYours: "This upload belongs to another account.",
  uploadIncomplete: "This upload has not finished yet.",
  uploadFinished: "This upload has already finished.",
  videoNotFound: "Video not found",
  addedToFavorites: "Added to favorites",
  removedFromFavorites: "Removed from favorites",
  linkCopied: "Link copied to clipboard",
} as const;

/** 500 MB, 1.5 GB, 200 KB: how a byte limit is named to people. */
export function formatBytes(bytes: number): string {
  const units = [
    { size: 1024 ** 3, label: "GB" },
    { size: 1024 ** 2, label: "MB" },
    { size: 1024, label: "KB" },
  ];
  for (const { size, label } of units) {
    if (bytes >= size) return `${Number((bytes / size).toFixed(1))} ${label}`;
  }
  return `${bytes} bytes`;
}

export const videoTooLargeMessage = (maxBytes: number) => `This video is larger than the ${formatBytes(maxBytes)} limit.`;

/** "in 1 minute", "in 42 minutes": when a per-hour limit lets the person try again. */
const inMinutes = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `in ${minutes} minute${minutes === 1 ? "" : "s"}`;
};

export const uploadsPerHourMessage = (retryAfterSeconds: number) =>
  `You can start at most ${UPLOADS_PER_HOUR} uploads an hour. Please try again ${inMinutes(retryAfterSeconds)}.`;
export const postsPerHourMessage = (retryAfterSeconds: number) =>
  `You can share at most ${POSTS_PER_HOUR} posts an hour. Please try again ${inMinutes(retryAfterSeconds)}.`;
export const videoStorageFullMessage = (usedBytes: number) =>
  `This video does not fit in your ${formatBytes(VIDEO_STORAGE_BYTES_PER_USER)} of video storage (${formatBytes(usedBytes)} used).`;

export const createPostSchema = z.object({
  content: z.string().trim().min(1, FEED_MESSAGES.postBlank).max(POST_CONTENT_MAX, FEED_MESSAGES.postTooLong),
});
export type CreatePostInput = z.infer<typeof createPostSchema>;

/** What the person types on Upload Video; the file itself is checked apart (it is not text). */
export const videoDetailsSchema = z.object({
  title: z.string().trim().min(1, FEED_MESSAGES.titleBlank).max(VIDEO_TITLE_MAX, FEED_MESSAGES.titleTooLong),
  description: z
    .string()
    .trim()
    .max(VIDEO_DESCRIPTION_MAX, FEED_MESSAGES.descriptionTooLong)
    .optional()
    .transform((value) => (value ? value : null)),
});
export type VideoDetailsInput = z.input<typeof videoDetailsSchema>;
export type VideoDetails = z.output<typeof videoDetailsSchema>;

/** tus upload ids are 32 hex characters chosen by the server. */
export const UPLOAD_ID_RE = /^[0-9a-f]{32}$/;

export const finalizeVideoSchema = videoDetailsSchema.extend({
  uploadId: z.string().regex(UPLOAD_ID_RE, FEED_MESSAGES.uploadNotFound),
});
export type FinalizeVideoInput = z.input<typeof finalizeVideoSchema>;

export const feedQuerySchema = z.object({
  tab: z.enum(FEED_TABS).default("all"),
  cursor: z.string().max(200).optional(),
});
