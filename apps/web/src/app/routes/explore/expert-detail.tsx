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
import type { RouteHandle } from "../../prefetch.ts";

export const handle: RouteHandle = {
  prefetch: ({ queryClient, params }) =>
    Promise.all([queryClient.prefetchQuery(expertQuery(params.id ?? "")), queryClient.prefetchQuery(freeSlotsQuery(params.id ?? ""))]),
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
    <div className="space-y-4">
      <ExpertProfile expert={data} />
      <ExpertWeek expertId={data.id} />
      <ExpertReviews expertId={data.id} />
    </div>
  );
}

/** The expert's free slots this week; nothing while they load or when they cannot (the booking screen still works). */
function ExpertWeek({ expertId }: { expertId: string }) {
  const { data } = useFreeSlots(expertId);
  return data ? <WeekSlots expertId={expertId} slots={data.slots} /> : null;
}
