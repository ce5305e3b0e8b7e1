/**
 * "Download my data" (docs/product.md#download-my-data): the limits and the texts the Profile screen,
 * the notification and the e-mail share with the server.
 */

/** A person may ask for one export in this many hours (counted from the last request that did not fail). */
export const DATA_EXPORT_INTERVAL_HOURS = 24;
/** A ready export can be downloaded for this many days; then its file is deleted. */
export const DATA_EXPORT_TTL_DAYS = 7;

export const DATA_EXPORT_STATUSES = ["waiting", "building", "ready", "failed", "expired"] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

export const DATA_EXPORT_MESSAGES = {
  title: "Download my data",
  cardTitle: "Get a copy of your data",
  description:
    "Get a copy of everything this app keeps about you: your profile, consents, bookings, payments, messages, notifications, posts, videos, doubts, answers, likes and reviews as JSON, with your medical records, prescriptions, videos and message attachments as files, in one ZIP file.",
  request: "Request my data",
  requested: "We are preparing your data. We will tell you here and by e-mail when it is ready.",
  once: `You can ask once every ${DATA_EXPORT_INTERVAL_HOURS} hours. A ready file can be downloaded for ${DATA_EXPORT_TTL_DAYS} days.`,
  tooSoon: `You can ask for your data once every ${DATA_EXPORT_INTERVAL_HOURS} hours. Please try again later.`,
  preparing: "Preparing your data…",
  ready: "Your data is ready",
  download: "Download ZIP",
  failed: "We could not prepare this export. Please ask again.",
  expired: "This download has expired",
  notFound: "Export not found",
  requestFailed: "Could not request your data",
  loadFailed: "Could not load your data exports",
  readyTitle: "Your data is ready to download",
  readyBody: `The copy of your data you asked for is ready. Download it from Profile → Download my data within ${DATA_EXPORT_TTL_DAYS} days.`,
} as const;
