/**
 * The live side of the feed, loaded only once a signed-in person has posts or videos on screen:
 * one socket per tab that follows the items the screens show (each screen adds its own and takes
 * them back when it goes). A change to one brings its new counts into every cache that shows it and
 * has its comments read again through the ordinary read. Whenever the server starts following an
 * item, that item is read again, and the lists once each time the socket (re)opens, so nothing said
 * before it listened, or while it was down, is missed.
 */
import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import { FEED_WATCH_MAX, SOCKET_CLOSE_TOO_MANY } from "@expertconnect/shared/constants";
import type { ClientFeedSocketMessage, LiveItem, ServerFeedSocketMessage } from "@expertconnect/shared/schemas/feed-live";
import { ReconnectingSocket } from "@/lib/reconnecting-socket.ts";
import type { FeedPage } from "../api/get-feed.ts";
import type { VideoDetail } from "../api/get-video.ts";
import { feedKeys } from "../api/keys.ts";

const keyOf = (item: LiveItem) => `${item.kind}:${item.id}`;
/** Nothing on screen this long (a page left for another): the socket closes. */
const IDLE_CLOSE_MS = 10_000;

type Event = Extract<ServerFeedSocketMessage, { type: "item" }>;

/** Writes an item's counts into every list and the video page that show it (the person's own like state is theirs). */
function applyCounts(queryClient: QueryClient, event: Event) {
  const apply = <T extends { id: string; likesCount: number; commentsCount: number }>(item: T): T =>
    item.id === event.id ? { ...item, likesCount: event.likesCount, commentsCount: event.commentsCount } : item;
  queryClient.setQueriesData<InfiniteData<FeedPage>>({ queryKey: feedKeys.lists() }, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map(apply) })) } : data,
  );
  if (event.kind === "video") queryClient.setQueryData<VideoDetail>(feedKeys.video(event.id), (video) => (video ? apply(video) : video));
}

/** Reads an item's page and comments again (only those on screen are fetched). */
function readAgain(queryClient: QueryClient, item: LiveItem) {
  if (item.kind === "video") void queryClient.invalidateQueries({ queryKey: feedKeys.video(item.id) });
  void queryClient.invalidateQueries({ queryKey: feedKeys.itemComments(item.kind, item.id) });
}

export class FeedLive {
  private readonly counts = new Map<string, { item: LiveItem; screens: number }>();
  /** what the server follows for this tab, as of its last answer */
  private following = new Set<string>();
  /** the socket (re)opened and its first answer is still to come: the lists are read again then */
  private freshConnection = false;
  private socket: ReconnectingSocket<ClientFeedSocketMessage, ServerFeedSocketMessage> | undefined;
  private sendQueued = false;
  private idleTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly queryClient: QueryClient) {}

  /** A screen shows `items`; returns the function to call when it no longer does. */
  watch(items: LiveItem[]): () => void {
    for (const item of items) {
      const entry = this.counts.get(keyOf(item));
      if (entry) entry.screens += 1;
      else this.counts.set(keyOf(item), { item, screens: 1 });
    }
    this.changed();
    return () => {
      for (const item of items) {
        const entry = this.counts.get(keyOf(item));
        if (entry && --entry.screens === 0) this.counts.delete(keyOf(item));
      }
      this.changed();
    };
  }

  private changed() {
    clearTimeout(this.idleTimer);
    if (this.counts.size === 0) {
      this.idleTimer = setTimeout(() => this.stop(), IDLE_CLOSE_MS);
    } else if (!this.socket) {
      this.start();
    }
    // The screens of one render add and take back their items together: one frame for all of them.
    if (this.sendQueued) return;
    this.sendQueued = true;
    queueMicrotask(() => {
      this.sendQueued = false;
      this.sendWatch();
    });
  }

  private sendWatch() {
    // Past the limit, the items added last (the cards scrolled to) are the ones followed.
    this.socket?.send({ type: "watch", items: [...this.counts.values()].slice(-FEED_WATCH_MAX).map((entry) => entry.item) });
  }

  private start() {
    this.following = new Set();
    this.socket = new ReconnectingSocket("/api/feed/socket", {
      onMessage: (message) => this.onMessage(message),
      onOpen: () => {
        this.following = new Set();
        this.freshConnection = true;
        this.sendWatch();
      },
      onClose: (code) => code !== 1008 && code !== 1009 && code !== SOCKET_CLOSE_TOO_MANY,
    });
  }

  private stop() {
    this.socket?.close();
    this.socket = undefined;
    this.following = new Set();
  }

  private onMessage(message: ServerFeedSocketMessage) {
    if (message.type === "item") {
      applyCounts(this.queryClient, message);
      void this.queryClient.invalidateQueries({ queryKey: feedKeys.itemComments(message.kind, message.id) });
      // A reply changes its thread's list of replies too, when it is open.
      void this.queryClient.invalidateQueries({ queryKey: [...feedKeys.comments(), "replies"] });
    } else if (message.type === "watching") {
      // From now on the server passes on every change of these: what changed before (since the
      // screens read them, or while the connection was down) is read again once.
      if (this.freshConnection) {
        this.freshConnection = false;
        void this.queryClient.invalidateQueries({ queryKey: feedKeys.lists() });
      }
      for (const item of message.items) if (!this.following.has(keyOf(item))) readAgain(this.queryClient, item);
      this.following = new Set(message.items.map(keyOf));
    }
  }
}

let live: FeedLive | undefined;

/** The tab's one FeedLive. */
export function feedLive(queryClient: QueryClient): FeedLive {
  live ??= new FeedLive(queryClient);
  return live;
}
