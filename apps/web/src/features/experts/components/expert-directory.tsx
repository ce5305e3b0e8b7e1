import { SearchX, Users } from "lucide-react";
import { EXPLORE_SKELETONS } from "@expertconnect/shared/constants";
import type { Category } from "@expertconnect/shared/categories";
import { ErrorRetry } from "@/components/error-retry.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { LoadMore } from "@/components/ui/load-more.tsx";
import { PageHeader } from "@/components/ui/page-header.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { useExperts } from "../api/get-experts.ts";
import { ExpertCard } from "./expert-card.tsx";
import { ExpertCardSkeleton } from "./expert-card-skeleton.tsx";
import { useNextSlots } from "../api/get-next-slots.ts";
import type { ExpertListItem } from "../api/get-experts.ts";
import { NextSlots } from "./slot-chips.tsx";
import { m } from "@/paraglide/messages.js";
import { formatNumber, useLocale } from "@/lib/i18n.tsx";

/** One page's cards with their next free slots, asked once per page (they are not in the cached page). */
function PageOfExperts({ experts }: { experts: ExpertListItem[] }) {
  const { data } = useNextSlots(experts.map((e) => e.id));
  return experts.map((expert) => (
    <li key={expert.id}>
      <ExpertCard expert={expert} />
      <NextSlots expertId={expert.id} expertName={expert.name} slots={data?.slots[expert.id]} />
    </li>
  ));
}

/** Explore's heading with the count, and the category's experts (narrowed by the search and filters). */
export function ExpertDirectory({ category, q, filters = "" }: { category: Category; q: string; filters?: string }) {
  const { locale } = useLocale();
  const query = useExperts(category, q, filters);
  const { data, isPending, isError, error } = query;
  const first = data?.pages[0];
  const experts = data?.pages.flatMap((p) => p.experts) ?? [];
  // Worded for the search the figures belong to, which is the last one while the next loads.
  const count = first
    ? first.search || first.filtered
      ? m.explore_count_found({ total: formatNumber(first.total, locale), available: formatNumber(first.available, locale) })
      : m.explore_count_of({ total: formatNumber(first.total, locale), available: formatNumber(first.available, locale) })
    : null;

  return (
    <section aria-busy={isPending}>
      <PageHeader
        title={m.explore_title({ category })}
        description={count ?? m.explore_loading()}
      />
      {isPending ? (
        <ul className="grid gap-3 md:grid-cols-2" aria-label={m.explore_loading_label()}>
          {Array.from({ length: EXPLORE_SKELETONS }, (_, i) => (
            <li key={i}>
              <ExpertCardSkeleton />
            </li>
          ))}
        </ul>
      ) : isError ? (
        <ErrorRetry
          title={m.explore_load_failed()}
          message={errorMessage(error, m.explore_check_connection())}
          onRetry={query.refetch}
        />
      ) : experts.length === 0 ? (
        first?.search || first?.filtered ? (
          <EmptyState icon={<SearchX />} title={m.explore_none_found()} description={first.filtered ? m.explore_adjust_filters() : m.explore_adjust_search()} />
        ) : (
          <EmptyState icon={<Users />} title={m.explore_none_in_category()} />
        )
      ) : (
        <>
          <ul className="grid gap-3 md:grid-cols-2">
            {data?.pages.map((page, i) => <PageOfExperts key={i} experts={page.experts} />)}
          </ul>
          <LoadMore hasNextPage={query.hasNextPage} isFetchingNextPage={query.isFetchingNextPage} fetchNextPage={query.fetchNextPage} />
        </>
      )}
    </section>
  );
}
