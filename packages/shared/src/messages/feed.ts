/** The feed's tabs, messages and the upload limits' wording, without zod: the Feed and video pages show them without loading the validator. */
import {
  POST_CONTENT_MAX,
  POSTS_PER_HOUR,
  UPLOADS_IN_PROGRESS_MAX,
  UPLOADS_PER_HOUR,
  VIDEO_DESCRIPTION_MAX,
  VIDEO_STORAGE_BYTES_PER_USER,
  VIDEO_TITLE_MAX,
} from "../constants.ts";

/** "following" is the signed-in person's own tab: the posts and videos of the people they follow. */
export const FEED_TABS = ["all", "posts", "videos", "following"] as const;
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
  postNotFound: "Post not found",
  likeFailed: "Could not save your like",
  addedToFavorites: "Added to favorites",
  removedFromFavorites: "Removed from favorites",
  linkCopied: "Link copied to clipboard",
  processingFailed: "Processing failed: this video plays only in its original quality.",
  processingRetried: "Processing started again",
  processingNotFailed: "This video is not waiting for a retry.",
  processingRetryFailed: "Could not start processing again",
  renditionsDontFit: "Other qualities of this video do not fit in your storage. Delete videos to make room, then try again.",
  videoNotYours: "This video belongs to another account.",
  videoDeleted: "Video deleted",
  videoDeleteFailed: "Could not delete the video",
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

/** "Processing… 45%": the video page while the other qualities of a video are made. */
export const processingLabel = (percent: number) => `Processing… ${Math.max(0, Math.min(100, Math.round(percent)))}%`;
