import { useParams } from "react-router";
import { DoubtDiscussion } from "@/features/doubts/components/doubt-discussion.tsx";
import { answersQuery } from "@/features/doubts/api/get-answers.ts";
import { doubtQuery } from "@/features/doubts/api/get-doubt.ts";
import type { RouteHandle } from "../../prefetch.ts";

export const handle: RouteHandle = {
  prefetch: ({ queryClient, params }) =>
    Promise.all([queryClient.prefetchQuery(doubtQuery(params.doubtId ?? "")), queryClient.prefetchInfiniteQuery(answersQuery(params.doubtId ?? ""))]),
};

export function Component() {
  const { doubtId = "" } = useParams();
  // A new id is a new screen: no state carries over from the previous doubt.
  return <DoubtDiscussion key={doubtId} doubtId={doubtId} />;
}
