/**
 * The words of follows and profiles (docs/product.md#follows, #profiles), without zod: the profile
 * page and the Follow button show them, and the server answers with them.
 */
import { inTime } from "./quotas.ts";

export const FOLLOW_MESSAGES = {
  personNotFound: "Person not found",
  notSelf: "You cannot follow yourself",
  followed: (name: string) => `You are now following ${name}`,
  unfollowed: (name: string) => `You unfollowed ${name}`,
  failed: "Could not update your follow",
  signInToFollow: "Sign in to follow",
  loadFailed: "Could not load this profile",
  itemsLoadFailed: "Could not load their posts and videos",
  noItems: "No posts or videos yet",
  notFoundTitle: "Profile not found",
  notFoundDescription: "This person does not exist or has deleted their account.",
  followingEmptyTitle: "Nothing from people you follow yet",
  followingEmptyDescription: "Follow colleagues from their profile — tap a name on any post, video or comment — and their posts and videos will appear here.",
  followingSignIn: "Sign in to see posts and videos from the people you follow.",
  newFollowerTitle: "New follower",
  newFollowerBody: (name: string) => `${name} started following you.`,
} as const;

/** Follows and unfollows, one count: `max` in a minute or a day, free again after `retryAfterSeconds`. */
export const followRateMessage = (window: "minute" | "day", max: number, retryAfterSeconds: number) =>
  `You can follow or unfollow at most ${max} times a ${window}. Please try again ${inTime(retryAfterSeconds)}.`;
