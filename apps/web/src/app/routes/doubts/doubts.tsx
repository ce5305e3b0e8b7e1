import { PageHeader } from "@/components/ui/page-header.tsx";
import { AskDoubtButton } from "@/features/doubts/components/ask-doubt-button.tsx";
import { DoubtList } from "@/features/doubts/components/doubt-list.tsx";
import { doubtsListQuery } from "@/features/doubts/api/get-doubts.ts";
import type { RouteHandle } from "../../prefetch.ts";

export const handle: RouteHandle = {
  prefetch: ({ queryClient }) => queryClient.prefetchInfiniteQuery(doubtsListQuery()),
};

export function Component() {
  return (
    <section>
      <PageHeader title="Doctor Doubts" description="Ask questions and learn from fellow doctors." actions={<AskDoubtButton />} />
      <DoubtList />
    </section>
  );
}
