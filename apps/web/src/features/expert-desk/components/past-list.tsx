import { History } from "lucide-react";
import { BOOKINGS_SKELETONS } from "@expertconnect/shared/constants";
import type { PastFilter } from "@expertconnect/shared/schemas/expert-side";
import { ErrorRetry } from "@/components/error-retry.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { LoadMore } from "@/components/ui/load-more.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { usePastBookings } from "../api/get-past.ts";
import { DeskBookingCard } from "./desk-booking-card.tsx";
import { DeskListSkeleton } from "./desk-list-skeleton.tsx";
import { pastHref } from "./past-filters.tsx";
import { useNow } from "./use-now.ts";

/** What each filter says when it has nothing (docs/product.md#consultation-mode). */
export const PAST_EMPTY: Record<PastFilter, { title: string; description: string }> = {
  all: { title: "No past bookings", description: "Completed, cancelled and declined bookings appear here." },
  completed: { title: "No completed consultations", description: "Consultations you mark completed appear here." },
  "cancelled-by-client": { title: "No cancellations by clients", description: "Bookings your clients cancel appear here, with their reasons." },
  "cancelled-by-me": { title: "Nothing declined or cancelled", description: "Requests you decline and bookings you cancel appear here." },
  "no-show": { title: "No no-shows", description: "Clients you mark as a no-show appear here." },
  expired: { title: "No expired requests", description: "Requests not confirmed before their start appear here." },
};

/** The Past tab's list: the expert's ended bookings that `filter` picks, newest first, more on scroll. */
export function PastList({ userId, filter }: { userId: string; filter: PastFilter }) {
  const query = usePastBookings(userId, filter);
  const now = useNow();
  if (query.isPending) return <DeskListSkeleton count={BOOKINGS_SKELETONS} label="Loading past bookings" />;
  if (query.isError) {
    return (
      <ErrorRetry
        title="Could not load your past bookings"
        message={errorMessage(query.error, "Please check your connection and try again.")}
        onRetry={query.refetch}
      />
    );
  }
  const bookings = query.data.pages.flatMap((p) => p.bookings);
  if (bookings.length === 0) return <EmptyState icon={<History />} {...PAST_EMPTY[filter]} />;
  // The notes screen comes back to this list, filter and all.
  const back = `/consultation-mode${pastHref(filter)}`;
  return (
    <>
      <ul className="space-y-3" aria-label="Past bookings">
        {bookings.map((b) => (
          <li key={b.id}>
            <DeskBookingCard booking={b} now={now} back={back} />
          </li>
        ))}
      </ul>
      <LoadMore hasNextPage={query.hasNextPage} isFetchingNextPage={query.isFetchingNextPage} fetchNextPage={query.fetchNextPage} />
    </>
  );
}
