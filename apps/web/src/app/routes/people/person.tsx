/**
 * A person's profile (docs/product.md#profiles): their header with Follow, their posts and videos,
 * and their doubts. Rendered on the server with the profile and the first page of their items.
 */
import { useParams } from "react-router";
import { ErrorRetry } from "@/components/error-retry.tsx";
import { AuthorFeedList } from "@/features/feed/components/feed-list.tsx";
import { authorFeedQuery } from "@/features/feed/api/get-author-feed.ts";
import { isPersonId, personQuery, usePerson } from "@/features/people/api/get-person.ts";
import { PersonDoubts } from "@/features/people/components/person-doubts.tsx";
import { ProfileHeader } from "@/features/people/components/profile-header.tsx";
import { ProfileNotFound } from "@/features/people/components/profile-not-found.tsx";
import { ProfileSkeleton } from "@/features/people/components/profile-skeleton.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import type { RouteHandle } from "../../prefetch.ts";
import { useLocale } from "@/lib/i18n.tsx";
import { m } from "@/paraglide/messages.js";

export const handle: RouteHandle = {
  prefetch: async ({ queryClient, params }) => {
    const id = params.userId ?? "";
    if (!isPersonId(id)) return;
    await Promise.all([queryClient.prefetchQuery(personQuery(id)), queryClient.prefetchInfiniteQuery(authorFeedQuery(id))]);
  },
};

function Profile({ userId }: { userId: string }) {
  const { data: person, isPending, isError, error, refetch } = usePerson(userId);
  useLocale();
  if (isError && (error as { status?: number }).status === 404) return <ProfileNotFound />;
  if (isPending) return <ProfileSkeleton />;
  if (isError) return <ErrorRetry title={m.people_load_failed()} message={errorMessage(error, m.people_load_failed())} onRetry={refetch} />;
  return (
    <div className="space-y-6">
      <ProfileHeader person={person} />
      <section aria-labelledby="person-items" className="space-y-2">
        <h2 id="person-items" className="font-semibold">
          {m.people_posts_and_videos()}
        </h2>
        <AuthorFeedList authorId={userId} />
      </section>
      <PersonDoubts person={person} />
    </div>
  );
}

export function Component() {
  const { userId = "" } = useParams();
  return <div className="mx-auto max-w-2xl">{isPersonId(userId) ? <Profile key={userId} userId={userId} /> : <ProfileNotFound />}</div>;
}
