import { CalendarClock, CalendarX } from "lucide-react";
import { ErrorRetry } from "@/components/error-retry.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { useExpertDashboard, type DeskBooking } from "../api/get-dashboard.ts";
import { DeskBookingCard } from "./desk-booking-card.tsx";
import { useNow } from "./use-now.ts";

function BookingSection({ title, bookings, empty, now }: { title: string; bookings: DeskBooking[]; empty: React.ReactNode; now: number }) {
  const id = `desk-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {bookings.length === 0 ? (
        empty
      ) : (
        <ul className="space-y-3">
          {bookings.map((b) => (
            <li key={b.id}>
              <DeskBookingCard booking={b} now={now} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The expert's bookings: today's (every status), the upcoming pending or confirmed ones with those the client cancelled, and the last week's still open. */
export function ExpertDashboard({ userId }: { userId: string }) {
  const query = useExpertDashboard(userId);
  const now = useNow();
  if (query.isPending) return <Skeleton className="h-48 w-full" aria-label="Loading your bookings" />;
  if (query.isError) {
    return <ErrorRetry title="Could not load your bookings" message={errorMessage(query.error, "Please try again.")} onRetry={query.refetch} />;
  }
  const { today, upcoming, earlier, expert } = query.data;
  return (
    <div className="space-y-6">
      {expert.suspended ? (
        <p role="status" className="rounded-lg bg-red-100 p-3 text-sm text-red-900 dark:bg-red-900 dark:text-red-100">
          Your profile is suspended: you are hidden from Explore and take no new bookings. Contact support to know more.
        </p>
      ) : null}
      <BookingSection
        title="Today"
        bookings={today}
        now={now}
        empty={<EmptyState icon={<CalendarClock />} title="No bookings today" description="Today's consultations appear here." />}
      />
      <BookingSection
        title="Upcoming"
        bookings={upcoming}
        now={now}
        empty={<EmptyState icon={<CalendarX />} title="No upcoming bookings" description="New requests appear here for you to confirm." />}
      />
      {/* Only while something there still needs the expert: marking it completed or a no-show, or notes. */}
      {earlier.length > 0 ? <BookingSection title="Earlier this week" bookings={earlier} now={now} empty={null} /> : null}
    </div>
  );
}
