import { Newspaper, Users, Video } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { FeedTab } from "@expertconnect/shared/schemas/feed";
import { FOLLOW_MESSAGES } from "@expertconnect/shared/messages/follows";
import { ErrorRetry } from "@/components/error-retry.tsx";
import { RequireUser } from "@/components/require-user.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { LoadMore } from "@/components/ui/load-more.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { useAuthorFeed } from "../api/get-author-feed.ts";
import { useFeed } from "../api/get-feed.ts";
import { useLiveItems } from "../hooks/use-live-items.ts";
import { PostCard } from "./post-card.tsx";
import { VideoCard } from "./video-card.tsx";

function FeedSkeleton() {
  return (
    <div className="space-y-3" aria-busy="true" aria-label="Loading the feed">
      {[0, 1, 2].map((i) => (
        <Card key={i} className="space-y-3 p-4">
          <div className="flex items-center gap-3">
            <Skeleton shape="circle" className="size-11" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-3 w-1/4" />
            </div>
          </div>
          <Skeleton className="h-16 w-full" />
        </Card>
      ))}
    </div>
  );
}

function FeedEmpty({ tab }: { tab: Exclude<FeedTab, "following"> }) {
  if (tab === "videos") {
    return (
      <EmptyState
        icon={<Video />}
        title="No videos yet"
        description="Videos that doctors share will appear here."
        action={
          <Button asChild variant="outline">
            <Link to="/upload-video">Upload Video</Link>
          </Button>
        }
      />
    );
  }
  return (
    <EmptyState
      icon={<Newspaper />}
      title="No posts yet"
      description="Be the first to share something with fellow doctors."
      action={
        <Button asChild variant="outline">
          <Link to="/create-post">Create Post</Link>
        </Button>
      }
    />
  );
}

type FeedQuery = ReturnType<typeof useFeed>;

/** A list of posts and videos, newest first, growing as the reader scrolls; `empty` when it has none. */
function FeedItems({ query, label, empty }: { query: FeedQuery; label: string; empty: ReactNode }) {
  const { data, isPending, isError, error, refetch, hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const items = data?.pages.flatMap((page) => page.items) ?? [];
  useLiveItems(items.map((item) => ({ kind: item.type, id: item.id })));
  if (isPending) return <FeedSkeleton />;
  if (isError) {
    return (
      <ErrorRetry message={errorMessage(error, "Could not load the feed.")} onRetry={refetch} />
    );
  }
  if (items.length === 0) return empty;
  return (
    <div className="space-y-3">
      <ul className="grid gap-3" aria-label={label}>
        {items.map((item) => (
          <li key={`${item.type}:${item.id}`}>{item.type === "post" ? <PostCard post={item} /> : <VideoCard video={item} />}</li>
        ))}
      </ul>
      <LoadMore hasNextPage={hasNextPage} isFetchingNextPage={isFetchingNextPage} fetchNextPage={fetchNextPage} />
    </div>
  );
}

function FollowingItems() {
  return (
    <FeedItems
      query={useFeed("following")}
      label="Posts and videos from people you follow"
      empty={<EmptyState icon={<Users />} title={FOLLOW_MESSAGES.followingEmptyTitle} description={FOLLOW_MESSAGES.followingEmptyDescription} />}
    />
  );
}

/** One tab of the feed, newest first; Following is the signed-in person's own (docs/product.md#following-tab). */
export function FeedList({ tab }: { tab: FeedTab }) {
  if (tab === "following") {
    return (
      <RequireUser title="Sign in to see who you follow" description={FOLLOW_MESSAGES.followingSignIn} pending={<FeedSkeleton />}>
        {() => <FollowingItems />}
      </RequireUser>
    );
  }
  return <TabItems tab={tab} />;
}

function TabItems({ tab }: { tab: Exclude<FeedTab, "following"> }) {
  return <FeedItems query={useFeed(tab)} label={tab === "videos" ? "Videos" : tab === "posts" ? "Posts" : "Posts and videos"} empty={<FeedEmpty tab={tab} />} />;
}

/** One person's posts and videos on their profile. */
export function AuthorFeedList({ authorId }: { authorId: string }) {
  return (
    <FeedItems
      query={useAuthorFeed(authorId)}
      label="Their posts and videos"
      empty={<EmptyState icon={<Newspaper />} title={FOLLOW_MESSAGES.noItems} />}
    />
  );
}
