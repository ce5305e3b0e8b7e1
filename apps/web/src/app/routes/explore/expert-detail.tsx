import { useParams } from "react-router";
import { useExpert } from "@/features/experts/api/get-expert.ts";
import { ExpertNotFound } from "@/features/experts/components/expert-not-found.tsx";
import { ExpertProfile } from "@/features/experts/components/expert-profile.tsx";
import { ExpertReviews } from "@/features/experts/components/expert-reviews.tsx";
import { ExpertProfileSkeleton } from "@/features/experts/components/expert-profile-skeleton.tsx";
import { ApiError } from "@/lib/api-client.ts";
import { expertQuery } from "@/features/experts/api/get-expert.ts";
import { freeSlotsQuery, useFreeSlots } from "@/features/experts/api/get-next-slots.ts";
import { WeekSlots } from "@/features/experts/components/slot-chips.tsx";
import { hasListingRules } from "@expertconnect/shared/messages/listing-rules";
import { listingNoticeQuery } from "@/features/experts/api/listing-notice.ts";
import { ListingNotice } from "@/features/experts/components/listing-notice.tsx";
import type { RouteHandle } from "../../prefetch.ts";

export const handle: RouteHandle = {
  prefetch: ({ queryClient, params }) =>
    Promise.all([
      queryClient.fetchQuery(expertQuery(params.id ?? "")).then(
        // A lawyer's or CA's page comes after their notice (docs/product.md#listing-rules).
        (expert) => (hasListingRules(expert.category) ? queryClient.prefetchQuery(listingNoticeQuery()) : undefined),
        () => undefined,
      ),
      queryClient.prefetchQuery(freeSlotsQuery(params.id ?? "")),
    ]),
};

export function Component() {
  const { id = "" } = useParams();
  const { data, isPending, error } = useExpert(id);
  if (isPending) return <ExpertProfileSkeleton />;
  if (!data) {
    // Anything but "not found" is a real failure: the route's error boundary offers a retry.
    if (error instanceof ApiError && error.status === 404) return <ExpertNotFound />;
    throw error;
  }
  return (
    <ListingNotice category={data.category}>
      <div className="space-y-4">
        <ExpertProfile expert={data} />
        <ExpertWeek expertId={data.id} />
        {/* Where ratings are hidden (LISTING_RULES=strict, lawyers and CAs) the reviews' stars are too. */}
        {data.rating === null ? null : <ExpertReviews expertId={data.id} />}
      </div>
    </ListingNotice>
  );
}

/** The expert's free slots this week; nothing while they load or when they cannot (the booking screen still works). */
function ExpertWeek({ expertId }: { expertId: string }) {
  const { data } = useFreeSlots(expertId);
  return data ? <WeekSlots expertId={expertId} slots={data.slots} /> : null;
}
