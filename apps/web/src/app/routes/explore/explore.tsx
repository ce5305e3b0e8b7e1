import { useSearchParams } from "react-router";
import { ExpertDirectory } from "@/features/experts/components/expert-directory.tsx";
import { ExpertFilters } from "@/features/experts/components/expert-filters.tsx";
import { ExpertSearch } from "@/features/experts/components/expert-search.tsx";
import { useCategory } from "@/lib/category.tsx";
import { expertsQuery, exploreFilters } from "@/features/experts/api/get-experts.ts";
import { nextSlotsQuery } from "@/features/experts/api/get-next-slots.ts";
import { hasListingRules } from "@expertconnect/shared/messages/listing-rules";
import { listingNoticeQuery } from "@/features/experts/api/listing-notice.ts";
import { ListingNotice } from "@/features/experts/components/listing-notice.tsx";
import type { RouteHandle } from "../../prefetch.ts";

/** Explore: the active category's experts; the search (?q=) and the filters live in the address, so a reload or Back keeps them. */
export const handle: RouteHandle = {
  prefetch: async ({ queryClient, category, url }) => {
    // Lawyers and CAs come after their notice (docs/product.md#listing-rules): until it is acknowledged, only it is rendered.
    if (hasListingRules(category) && !(await queryClient.fetchQuery(listingNoticeQuery()).catch(() => null))?.acknowledged) return;
    const list = expertsQuery(category, url.searchParams.get("q")?.trim() ?? "", exploreFilters(url.searchParams));
    await queryClient.prefetchInfiniteQuery(list);
    const ids = queryClient.getQueryData(list.queryKey)?.pages[0]?.experts.map((e) => e.id) ?? [];
    if (ids.length) await queryClient.prefetchQuery(nextSlotsQuery(ids));
  },
};

export function Component() {
  const { category } = useCategory();
  const [params, setParams] = useSearchParams();
  const q = params.get("q")?.trim() ?? "";
  const filters = exploreFilters(params);
  const onSearch = (next: string) => {
    if (next === q) return;
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set("q", next);
        else updated.delete("q");
        return updated;
      },
      { replace: true },
    );
  };
  // A new set of filters is a new entry in the history, so Back returns to the last one.
  const onApply = (next: string) => {
    if (next === filters) return;
    const updated = new URLSearchParams(next);
    if (q) updated.set("q", q);
    setParams(updated);
  };
  return (
    <ListingNotice category={category}>
      <div>
        <ExpertSearch value={q} onSearch={onSearch} />
        <ExpertFilters category={category} q={q} filters={filters} onApply={onApply} />
        <ExpertDirectory category={category} q={q} filters={filters} />
      </div>
    </ListingNotice>
  );
}
