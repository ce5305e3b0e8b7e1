import { useSearchParams } from "react-router";
import { ExpertDirectory } from "@/features/experts/components/expert-directory.tsx";
import { ExpertSearch } from "@/features/experts/components/expert-search.tsx";
import { useCategory } from "@/lib/category.tsx";
import { expertsQuery } from "@/features/experts/api/get-experts.ts";
import type { RouteHandle } from "../../prefetch.ts";

/** Explore: the active category's experts; the search lives in ?q= so a reload keeps it. */
export const handle: RouteHandle = {
  prefetch: ({ queryClient, category, url }) => queryClient.prefetchInfiniteQuery(expertsQuery(category, url.searchParams.get("q")?.trim() ?? "")),
};

export function Component() {
  const { category } = useCategory();
  const [params, setParams] = useSearchParams();
  const q = params.get("q")?.trim() ?? "";
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
  return (
    <div>
      <ExpertSearch value={q} onSearch={onSearch} />
      <ExpertDirectory category={category} q={q} />
    </div>
  );
}
