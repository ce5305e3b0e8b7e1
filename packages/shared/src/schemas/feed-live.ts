/**
 * What the browser and the server exchange over the feed socket (docs/product.md#live-counts): the
 * browser names the posts and videos on its screen, the server tells it when one of them changed
 * and its new counts. Comments themselves never travel on it: the browser reads them again through
 * the ordinary, authorised read, so a hidden comment or a blocked person's stays out of sight.
 */
import { z } from "zod";
import { FEED_WATCH_MAX } from "../constants.ts";

export const liveItemSchema = z.strictObject({ kind: z.enum(["post", "video"]), id: z.uuid() });
export type LiveItem = z.infer<typeof liveItemSchema>;

/** What a browser may send: the whole set it shows (each frame replaces the last), or a ping. */
export const clientFeedSocketSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("watch"), items: z.array(liveItemSchema).max(FEED_WATCH_MAX) }),
  z.strictObject({ type: z.literal("ping") }),
]);
export type ClientFeedSocketMessage = z.infer<typeof clientFeedSocketSchema>;

/** What the server sends on a feed socket. */
export type ServerFeedSocketMessage =
  /** a watched item was liked, unliked or commented on (or a comment changed): its counts now */
  | { type: "item"; kind: LiveItem["kind"]; id: string; likesCount: number; commentsCount: number }
  /** the items of the last watch frame that are followed from now on (those the person may see) */
  | { type: "watching"; items: LiveItem[] }
  | { type: "pong" }
  | { type: "error"; message: string };
