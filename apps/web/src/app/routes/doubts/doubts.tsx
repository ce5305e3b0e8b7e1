import { PageHeader } from "@/components/ui/page-header.tsx";
import { AskDoubtButton } from "@/features/doubts/components/ask-doubt-button.tsx";
import { DoubtList } from "@/features/doubts/components/doubt-list.tsx";
import { doubtsListQuery } from "@/features/doubts/api/get-doubts.ts";
import type { RouteHandle } from "../../prefetch.ts";
import { useLocale } from "@/lib/i18n.tsx";
import { m } from "@/paraglide/messages.js";

export const handle: RouteHandle = {
  prefetch: ({ queryClient }) => queryClient.prefetchInfiniteQuery(doubtsListQuery()),
};

export function Component() {
  useLocale();
  return (
    <section>
      <PageHeader title={m.doubts_title()} description={m.doubts_description()} actions={<AskDoubtButton />} />
      <DoubtList />
    </section>
  );
}
