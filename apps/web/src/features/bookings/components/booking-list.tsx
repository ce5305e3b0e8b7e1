import { CalendarX, History } from "lucide-react";
import { Link } from "react-router";
import { BOOKINGS_SKELETONS } from "@expertconnect/shared/constants";
import type { BookingTab } from "@expertconnect/shared/schemas/bookings";
import { ErrorRetry } from "@/components/error-retry.tsx";
import { Button } from "@/components/ui/button.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { LoadMore } from "@/components/ui/load-more.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { useBookings } from "../api/get-bookings.ts";
import { BookingCard } from "./booking-card.tsx";
import { BookingActions } from "./booking-actions.tsx";
import { ReviewDialog } from "./review-dialog.tsx";
import { BookingListSkeleton } from "./booking-card-skeleton.tsx";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

/** One tab of My Bookings: the user's own bookings, newest first, more on scroll. */
export function BookingList({ userId, tab }: { userId: string; tab: BookingTab }) {
  useLocale();
  const query = useBookings(userId, tab);
  const { data, isPending, isError, error } = query;
  if (isPending) return <BookingListSkeleton count={BOOKINGS_SKELETONS} />;
  if (isError) {
    return (
      <ErrorRetry
        title={m.booking_list_failed()}
        message={errorMessage(error, m.booking_check_connection())}
        onRetry={query.refetch}
      />
    );
  }
  const bookings = data.pages.flatMap((p) => p.bookings);
  if (bookings.length === 0) {
    return tab === "upcoming" ? (
      <EmptyState
        icon={<CalendarX />}
        title={m.booking_none_upcoming()}
        description={m.booking_none_upcoming_hint()}
        action={
          <Button asChild>
            <Link to="/explore">{m.booking_explore()}</Link>
          </Button>
        }
      />
    ) : (
      <EmptyState icon={<History />} title={m.booking_none_past()} description={m.booking_none_past_hint()} />
    );
  }
  return (
    <>
      <ul className="space-y-3">
        {bookings.map((booking) => (
          <li key={booking.id}>
            <BookingCard
              booking={booking}
              cancel={booking.status === "pending" || booking.status === "confirmed" ? <BookingActions booking={booking} /> : undefined}
              review={booking.status === "completed" ? <ReviewDialog bookingId={booking.id} expertName={booking.expert.name} /> : undefined}
            />
          </li>
        ))}
      </ul>
      <LoadMore hasNextPage={query.hasNextPage} isFetchingNextPage={query.isFetchingNextPage} fetchNextPage={query.fetchNextPage} />
    </>
  );
}
