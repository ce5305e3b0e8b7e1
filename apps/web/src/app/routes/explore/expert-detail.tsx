import { useParams } from "react-router";
import { useExpert } from "@/features/experts/api/get-expert.ts";
import { ExpertNotFound } from "@/features/experts/components/expert-not-found.tsx";
import { ExpertProfile } from "@/features/experts/components/expert-profile.tsx";
import { ExpertReviews } from "@/features/experts/components/expert-reviews.tsx";
import { ExpertProfileSkeleton } from "@/features/experts/components/expert-profile-skeleton.tsx";
import { ApiError } from "@/lib/api-client.ts";
import { expertQuery } from "@/features/experts/api/get-expert.ts";
import type { RouteHandle } from "../../prefetch.ts";

export const handle: RouteHandle = {
  prefetch: ({ queryClient, params }) => queryClient.prefetchQuery(expertQuery(params.id ?? "")),
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
      <ExpertReviews expertId={data.id} />
    </div>
  );
}
