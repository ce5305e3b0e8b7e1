/**
 * The words of the grouped notifications about likes, comments and replies
 * (docs/product.md#notifications): "Asha liked your post", "Asha and 1 other commented on your
 * video", "Asha and 3 others replied to your comment". The server writes them; the list shows them.
 */

export type SocialAction = "like" | "comment" | "reply";
export type SocialItem = "post" | "video";

/** "Asha", "Asha and 1 other", "Asha and 3 others": the latest person and how many more did it. */
export function actorsText(latest: string, count: number): string {
  const others = Math.max(0, count - 1);
  if (others === 0) return latest;
  return `${latest} and ${others} ${others === 1 ? "other" : "others"}`;
}

const VERBS: Record<SocialAction, (item: SocialItem) => string> = {
  like: (item) => `liked your ${item}`,
  comment: (item) => `commented on your ${item}`,
  reply: () => "replied to your comment",
};

export const SOCIAL_NOTIFICATION_MESSAGES = {
  /** The notification's title: who did what, e.g. "Asha and 3 others liked your post". */
  title: (action: SocialAction, item: SocialItem, latest: string, count: number) => `${actorsText(latest, count)} ${VERBS[action](item)}`,
  /** The line under it: what it is about, quoted (a post's or comment's start, a video's title). */
  body: (excerpt: string) => `“${excerpt}”`,
  /** A person without a name. */
  someone: "A colleague",
} as const;
