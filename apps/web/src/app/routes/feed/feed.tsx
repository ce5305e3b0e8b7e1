import { PenSquare, Upload } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button.tsx";
import { PageHeader } from "@/components/ui/page-header.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs.tsx";
import { FeedList } from "@/features/feed/components/feed-list.tsx";
import { feedQuery } from "@/features/feed/api/get-feed.ts";
import type { RouteHandle } from "../../prefetch.ts";
import { useLocale } from "@/lib/i18n.tsx";
import { m } from "@/paraglide/messages.js";

const TABS = [
  { value: "all", label: m.feed_tab_all },
  { value: "posts", label: m.feed_tab_posts },
  { value: "videos", label: m.feed_tab_videos },
  { value: "following", label: m.feed_tab_following },
] as const;
type Tab = (typeof TABS)[number]["value"];
const isTab = (value: string | null): value is Tab => TABS.some((t) => t.value === value);

export const handle: RouteHandle = {
  prefetch: ({ queryClient, url }) => {
    const raw = url.searchParams.get("tab");
    const tab = isTab(raw) ? raw : "all";
    // Following is per person: read in the browser, where the page knows who is signed in.
    if (tab === "following") return Promise.resolve();
    return queryClient.prefetchInfiniteQuery(feedQuery(tab));
  },
};

export function Component() {
  const [params, setParams] = useSearchParams();
  useLocale();
  const raw = params.get("tab");
  const tab: Tab = isTab(raw) ? raw : "all";
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title={m.feed_title()} description={m.feed_description()} />
      <div className="mb-4 grid grid-cols-2 gap-2">
        <Button asChild variant="outline">
          <Link to="/create-post">
            <PenSquare aria-hidden="true" /> {m.feed_create_post()}
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/upload-video">
            <Upload aria-hidden="true" /> {m.feed_upload_video()}
          </Link>
        </Button>
      </div>
      <Tabs value={tab} onValueChange={(value) => setParams(value === "all" ? {} : { tab: value }, { replace: true })}>
        <TabsList className="mb-4">
          {TABS.map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.label()}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map((t) => (
          <TabsContent key={t.value} value={t.value}>
            <FeedList tab={t.value} />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
