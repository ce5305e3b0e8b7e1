import { ArrowLeft, FileX } from "lucide-react";
import { Link } from "react-router";
import { ErrorRetry } from "@/components/error-retry.tsx";
import { Button } from "@/components/ui/button.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { ApiError, errorMessage } from "@/lib/api-client.ts";
import { useDeskBooking } from "../api/get-desk-booking.ts";
import { BookingHistory } from "./booking-history.tsx";
import { DeskBookingCard } from "./desk-booking-card.tsx";
import { DeskListSkeleton } from "./desk-list-skeleton.tsx";
import { useNow } from "./use-now.ts";

const OPEN = ["pending", "confirmed"];

/**
 * A booking's page for its expert (docs/product.md#consultation-mode): the booking with its client,
 * notes and payment, the moves allowed now, and its history. To anyone else it does not exist.
 */
export function DeskBookingView({ userId, bookingId }: { userId: string; bookingId: string }) {
  const query = useDeskBooking(userId, bookingId);
  const now = useNow();
  if (query.isPending) {
    return (
      <div className="space-y-4">
        <DeskListSkeleton count={1} label="Loading the booking" />
        <Skeleton shape="panel" className="h-40 w-full" />
      </div>
    );
  }
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return (
        <EmptyState
          icon={<FileX />}
          title="Booking not found"
          description="It is not one of your bookings, or the link is wrong."
          action={
            <Button asChild>
              <Link to="/consultation-mode">Back to your desk</Link>
            </Button>
          }
        />
      );
    }
    return <ErrorRetry title="Could not load this booking" message={errorMessage(query.error, "Please check your connection and try again.")} onRetry={query.refetch} />;
  }
  const b = query.data;
  // The status it ended from, for "Declined by you" against "Cancelled by you".
  const endedFrom = b.history.find((h) => h.toStatus === b.status && h.fromStatus !== h.toStatus)?.fromStatus ?? null;
  const desk = OPEN.includes(b.status) ? "/consultation-mode" : "/consultation-mode?tab=past";
  return (
    <div className="space-y-6">
      <Link to={desk} className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-primary hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" /> {OPEN.includes(b.status) ? "Back to your bookings" : "Back to past bookings"}
      </Link>
      <DeskBookingCard booking={{ ...b, endedFrom }} now={now} details={false} back={`/consultation-mode/bookings/${b.id}`} />
      <BookingHistory bookedAt={b.bookedAt} history={b.history} />
    </div>
  );
}
