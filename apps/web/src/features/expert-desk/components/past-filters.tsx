import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { PAST_FILTERS, type PastFilter } from "@expertconnect/shared/schemas/expert-side";
import { cn } from "@/lib/cn.ts";

export const PAST_FILTER_LABELS: Record<PastFilter, string> = {
  all: "All",
  completed: "Completed",
  "cancelled-by-client": "Cancelled by client",
  "cancelled-by-me": "Declined or cancelled by me",
  "no-show": "No-show",
  expired: "Expired",
};

/** The Past tab's address with a filter ("all" is the tab alone). */
export const pastHref = (filter: PastFilter) => (filter === "all" ? "?tab=past" : `?tab=past&filter=${filter}`);

/**
 * The filters as links that keep the choice in the address, so a tap works before the script runs
 * too. On a narrow screen they scroll sideways, and the chosen one is brought into view.
 */
export function PastFilters({ value }: { value: PastFilter }) {
  const nav = useRef<HTMLElement>(null);
  useEffect(() => {
    const box = nav.current;
    const chosen = box?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!box || !chosen) return;
    const left = chosen.offsetLeft - box.offsetLeft;
    if (left < box.scrollLeft || left + chosen.offsetWidth > box.scrollLeft + box.clientWidth) box.scrollLeft = Math.max(0, left - 8);
  }, [value]);
  return (
    <nav ref={nav} aria-label="Filter past bookings" className="-mx-1 mb-4 overflow-x-auto px-1 pb-1">
      <ul className="flex gap-2">
        {PAST_FILTERS.map((filter) => (
          <li key={filter} className="shrink-0">
            <Link
              to={pastHref(filter)}
              replace
              aria-current={filter === value ? "true" : undefined}
              className={cn(
                "flex min-h-11 items-center whitespace-nowrap rounded-full border px-4 text-sm font-medium",
                filter === value ? "border-primary bg-primary text-primary-foreground" : "bg-card text-foreground hover:border-primary",
              )}
            >
              {PAST_FILTER_LABELS[filter]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
