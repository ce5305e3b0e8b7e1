import { Newspaper, Users, Video } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { FeedTab } from "@expertconnect/shared/schemas/feed";
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
import { useLocale } from "@/lib/i18n.tsx";
import { m } from "@/paraglide/messages.js";

function FeedSkeleton() {
  useLocale();
  return (
    <div className="space-y-3" aria-busy="true" aria-label={m.feed_loading()}>
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
  useLocale();
  if (tab === "videos") {
    return (
      <EmptyState
        icon={<Video />}
        title={m.feed_no_videos()}
        description={m.feed_no_videos_text()}
        action={
          <Button asChild variant="outline">
            <Link to="/upload-video">{m.feed_upload_video()}</Link>
          </Button>
        }
      />
    );
  }
  return (
    <EmptyState
      icon={<Newspaper />}
      title={m.feed_no_posts()}
      description={m.feed_no_posts_text()}
      action={
        <Button asChild variant="outline">
          <Link to="/create-post">{m.feed_create_post()}</Link>
        </Button>
      }
    />
  );
}

type FeedQuery = ReturnType<typeof useFeed>;

/** A list of posts and videos, newest first, growing as the reader scrolls; `empty` when it has none. */
function FeedItems({ query, label, empty }: { query: FeedQuery; label: string; empty: ReactNode }) {
  const { data, isPending, isError, error, refetch, hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  useLocale();
  const items = data?.pages.flatMap((page) => page.items) ?? [];
  useLiveItems(items.map((item) => ({ kind: item.type, id: item.id })));
  if (isPending) return <FeedSkeleton />;
  if (isError) {
    return (
      <ErrorRetry message={errorMessage(error, m.feed_load_failed())} onRetry={refetch} />
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
  useLocale();
  return (
    <FeedItems
      query={useFeed("following")}
      label={m.feed_following_label()}
      empty={<EmptyState icon={<Users />} title={m.feed_following_empty()} description={m.feed_following_empty_text()} />}
    />
  );
}

/** One tab of the feed, newest first; Following is the signed-in person's own (docs/product.md#following-tab). */
export function FeedList({ tab }: { tab: FeedTab }) {
  useLocale();
  if (tab === "following") {
    return (
      <RequireUser title={m.feed_following_sign_in()} description={m.feed_following_sign_in_text()} pending={<FeedSkeleton />}>
        {() => <FollowingItems />}
      </RequireUser>
    );
  }
  return <TabItems tab={tab} />;
}

function TabItems({ tab }: { tab: Exclude<FeedTab, "following"> }) {
  useLocale();
  return <FeedItems query={useFeed(tab)} label={tab === "videos" ? m.feed_tab_videos() : tab === "posts" ? m.feed_tab_posts() : m.feed_list_all()} empty={<FeedEmpty tab={tab} />} />;
}

/** One person's posts and videos on their profile. */
export function AuthorFeedList({ authorId }: { authorId: string }) {
  useLocale();
  return (
    <FeedItems
      query={useAuthorFeed(authorId)}
      label={m.feed_list_author()}
      empty={<EmptyState icon={<Newspaper />} title={m.feed_author_empty()} />}
    />
  );
}
