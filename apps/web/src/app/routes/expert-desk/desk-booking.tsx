import { useParams } from "react-router";
import { RequireUser } from "@/components/require-user.tsx";
import { PageHeader } from "@/components/ui/page-header.tsx";
import { DeskBookingView } from "@/features/expert-desk/components/desk-booking-view.tsx";

export function Component() {
  const { bookingId = "" } = useParams();
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title="Booking details" description="The booking, what you can do now, and its history (times in IST)" />
      <RequireUser description="Sign in to see this booking.">{(user) => <DeskBookingView userId={user.id} bookingId={bookingId} />}</RequireUser>
    </div>
  );
}
