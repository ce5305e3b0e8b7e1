/** Business constants (docs/product.md#limits, #time-slots), shared by the server and the web app. */

export const APP_NAME = "ExpertConnect";
export const DOCTORS_NETWORK_NAME = "MedConnect Doctors' Network";
export const APP_VERSION = "1.0.0";
/** Slots are wall-clock times in this zone, whatever the browser's zone (docs/product.md#formats). */
export const APP_TIME_ZONE = "Asia/Kolkata";

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const NOTES_MAX = 500;
export const ANSWER_MIN = 10;
export const ANSWER_MAX = 2000;
export const BIO_MAX = 500;
export const FULL_NAME_MIN = 2;
export const FULL_NAME_MAX = 100;
export const SPECIALIZATION_MAX = 100;
export const EDUCATION_MAX = 200;
export const PHONE_INPUT_MAX = 15;
export const DELETION_EMAIL_MAX = 255;
/** Chosen by the team (no rule required one) so a post stays readable in the feed. */
export const POST_CONTENT_MAX = 5000;
export const VIDEO_TITLE_MAX = 200;
export const VIDEO_DESCRIPTION_MAX = 5000;
export const DOUBT_QUESTION_MAX = 2000;
export const DOUBT_CATEGORY_MAX = 50;

export const EXPLORE_SKELETONS = 5;
export const BOOKINGS_SKELETONS = 3;
export const PAGE_SIZE = 20;
export const SLOT_MINUTES = 30;

/** The 18 half-hourly slots, as 24-hour "HH:mm" IST wall-clock times; none at 1 PM. */
export const TIME_SLOTS = [
  "09:00", "09:30", "10:00", "10:30", "11:00", "11:30", "12:00", "12:30",
  "14:00", "14:30", "15:00", "15:30", "16:00", "16:30", "17:00", "17:30", "18:00", "18:30",
] as const;
export type TimeSlot = (typeof TIME_SLOTS)[number];

export const CONSULTATION_TYPES = ["video", "voice", "chat"] as const;
export type ConsultationType = (typeof CONSULTATION_TYPES)[number];
/** in_person exists on stored bookings and is displayed, but cannot be booked here. */
export const DISPLAYED_CONSULTATION_TYPES = ["video", "voice", "chat", "in_person"] as const;
export type DisplayedConsultationType = (typeof DISPLAYED_CONSULTATION_TYPES)[number];

export const BOOKING_STATUSES = ["pending", "confirmed", "completed", "cancelled", "no_show"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/**
 * Limits and quotas of the doctors' feed, enforced by the server (429 with a message, and
 * Retry-After where a time window applies) and listed in docs/security.md (Quotas).
 */
/** Resumable uploads one account may have under way at once (touched within UPLOAD_STALE_MINUTES). */
export const UPLOADS_IN_PROGRESS_MAX = 3;
/** An upload that has received no bytes for this long no longer counts as in progress. */
export const UPLOAD_STALE_MINUTES = 60;
/** Uploads one account may start in any 60 minutes (cancelled and refused ones count too). */
export const UPLOADS_PER_HOUR = 10;
/** Posts one account may share in any 60 minutes. */
export const POSTS_PER_HOUR = 30;
/** Likes and unlikes (one count) one account may make in a minute and in a day (docs/product.md#quotas). */
export const LIKES_PER_MINUTE = 60;
export const LIKES_PER_DAY = 1000;
/** A comment's or reply's length in characters, after trimming (docs/product.md#comments). */
export const COMMENT_MAX = 1000;
/** How long after writing it a person may edit or delete their own comment. */
export const COMMENT_EDIT_MINUTES = 15;
/** Comments and replies (one count) one account may write in a minute and in a day. */
export const COMMENTS_PER_MINUTE = 10;
export const COMMENTS_PER_DAY = 500;
/** Top-level comments per page, and replies per page of an opened thread. */
export const COMMENTS_PAGE_SIZE = 20;
/** Follows and unfollows (one count) one account may make in a minute and in a day (docs/product.md#follows). */
export const FOLLOWS_PER_MINUTE = 30;
export const FOLLOWS_PER_DAY = 300;
/** Reports one account may send in an hour and in a day (docs/product.md#reports). */
export const REPORTS_PER_HOUR = 10;
export const REPORTS_PER_DAY = 50;
/** Blocks and unblocks (one count) one account may make in a day (docs/product.md#blocking). */
export const BLOCKS_PER_DAY = 100;
/** A report's optional note, in characters after trimming. */
export const REPORT_DETAILS_MAX = 500;
/** An admin's note on a moderation decision (sent to the author with a warning). */
export const MODERATION_NOTE_MAX = 500;
/** Video bytes one account may keep: saved videos plus uploads under way or waiting to be saved. */
export const VIDEO_STORAGE_BYTES_PER_USER = 2 * 1024 ** 3;

/**
 * The heights (the short side, for portrait videos) a saved video is transcoded to for adaptive
 * playback (docs/product.md#video-page), never above the source's own: the bitrates of each are in
 * apps/server/src/lib/hls.ts.
 */
export const RENDITION_HEIGHTS = [240, 360, 480, 720] as const;
/** The highest quality a video plays at with Data saver on. */
export const DATA_SAVER_MAX_HEIGHT = 360;
/** How often the video page asks how far processing has come, in milliseconds. */
export const PROCESSING_POLL_MS = 2000;

/** How far ahead a slot may be booked, in days from today (IST); the server refuses later ones. */
export const BOOKING_HORIZON_DAYS = 60;
/** An expert may mark a client as a no-show this many minutes after the slot's start. */
export const NO_SHOW_AFTER_MINUTES = 15;
/** Consultation fee bounds for an expert, in whole rupees. */
export const CONSULTATION_FEE_MIN = 100;
export const CONSULTATION_FEE_MAX = 50_000;
export const EXPERIENCE_YEARS_MAX = 70;
export const LANGUAGES_MAX = 10;
export const LANGUAGE_MAX = 40;
/** Supporting documents of an application: PDF, JPEG or PNG, read from the bytes. */
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
export const DOCUMENTS_MAX = 5;
export const DOCUMENT_TYPES = ["application/pdf", "image/jpeg", "image/png"] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
/** Reasons given by admins (rejection, suspension) and by people cancelling a booking. */
export const REASON_MAX = 500;
export const DAYS_OFF_MAX = 100;

/** Consultation rooms (docs/product.md#consultation-rooms): a room opens this long before its slot… */
export const ROOM_OPENS_BEFORE_MINUTES = 10;
/** …and stays open this long after the slot ends, for a consultation that runs over. */
export const ROOM_GRACE_MINUTES = 15;
/** The longest chat message in a room, in characters. */
export const CHAT_MESSAGE_MAX = 2000;
/** A room's chat as the room shows it: its latest messages, at most this many (and as many at once after a given one). */
export const ROOM_CHAT_HISTORY_MAX = 500;

/**
 * Close codes of a room's socket besides the standard ones (1008 policy, 1009 too big). Here, not
 * with the room's message schemas, so the room's page does not load the validator for them.
 */
export const ROOM_CLOSE = { roomClosed: 4000, notFound: 4004 } as const;

/** Messaging (docs/product.md#messaging): the longest message text, in characters. */
export const MESSAGE_BODY_MAX = 2000;
/** An attachment of a message: an image (JPEG, PNG, WebP) or a PDF, read from its bytes, at most 5 MB. */
export const MESSAGE_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const MESSAGE_ATTACHMENT_TYPES = ["image/jpeg", "image/png", "image/webp", "application/pdf"] as const;
export type MessageAttachmentType = (typeof MESSAGE_ATTACHMENT_TYPES)[number];
/** Conversations per page of the list, and messages per page of a conversation (older ones on scroll). */
export const CONVERSATIONS_PAGE_SIZE = 20;
export const MESSAGES_PAGE_SIZE = 30;
/** The longest search of the conversation list, in characters. */
export const MESSAGE_SEARCH_MAX = 100;

/**
 * Quotas per account (docs/product.md#quotas): what one person may send, store and hold open,
 * enforced by the server under a per-account lock in the transaction that adds the thing, on any
 * number of instances. Past one, the answer is 429 with a message saying what to do and
 * Retry-After. Chosen so that a person using the app as meant never meets them, while one account
 * cannot fill the disk or the server's memory.
 */
/** Conversation messages (attachments included) one account may send in any 60 seconds and any 24 hours. */
export const MESSAGES_PER_MINUTE = 30;
export const MESSAGES_PER_DAY = 1000;
/** Chat messages in consultation rooms, over HTTP and the room's socket together; counted apart from conversations. */
export const ROOM_CHAT_PER_MINUTE = 30;
export const ROOM_CHAT_PER_DAY = 1000;
/** Message attachments one account may have sent, in number and in bytes (a sent attachment cannot be removed). */
export const MESSAGE_ATTACHMENTS_PER_USER = 1000;
export const MESSAGE_ATTACHMENT_BYTES_PER_USER = 1024 ** 3;
/** Uploaded medical records one account may keep, in number and in bytes (deleting one frees its place). */
export const RECORDS_PER_USER = 100;
export const RECORD_BYTES_PER_USER = 250 * 1024 ** 2;
/** Expert-application documents one account may keep over all its applications (three full applications by number). */
export const APPLICATION_DOCUMENTS_PER_USER = 15;
export const APPLICATION_DOCUMENT_BYTES_PER_USER = 50 * 1024 ** 2;
/** Everything one account stores: records, attachments, application documents, videos and their thumbnails. */
export const STORAGE_BYTES_PER_USER = 3 * 1024 ** 3;
/**
 * Retry-After of a storage quota, which waiting does not free (deleting does, and then the person
 * may try at once): a day, so that a client that retries by itself does not hammer the server.
 */
export const STORAGE_FULL_RETRY_AFTER_SECONDS = 24 * 60 * 60;
/** Sockets one person may hold open at once, of each kind; opening one more closes their oldest. */
export const ROOM_SOCKETS_PER_USER = 5;
export const MESSAGE_SOCKETS_PER_USER = 10;
export const FEED_SOCKETS_PER_USER = 10;
/** Posts and videos one feed socket may follow at once (a screenful of cards, with room to scroll). */
export const FEED_WATCH_MAX = 100;
/** The close code of a socket closed because its person opened too many (the app does not reopen it by itself). */
export const SOCKET_CLOSE_TOO_MANY = 4429;
/**
 * The close code of a socket whose account was erased (docs/product.md#erasure): 1008, policy
 * violation, which neither the rooms' nor the messages' socket reopens by itself.
 */
export const SOCKET_CLOSE_ACCOUNT_GONE = 1008;
