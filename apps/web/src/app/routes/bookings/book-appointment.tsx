import { useParams, useSearchParams } from "react-router";
import { PageHeader } from "@/components/ui/page-header.tsx";
import { BookingForm } from "@/features/bookings/components/booking-form.tsx";
import { useExpert } from "@/features/experts/api/get-expert.ts";
import { ExpertNotFound } from "@/features/experts/components/expert-not-found.tsx";
import { ExpertProfileSkeleton } from "@/features/experts/components/expert-profile-skeleton.tsx";
import { ExpertSummary } from "@/features/experts/components/expert-summary.tsx";
import { ShortBalanceNotice } from "@/features/wallet/components/short-balance-notice.tsx";
import { ApiError } from "@/lib/api-client.ts";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

/** Book Appointment: anyone may pick a slot; confirming asks a signed-out visitor to sign in first. */
export function Component() {
  useLocale();
  const { expertId = "" } = useParams();
  // A slot chip (docs/product.md#next-available) opens this screen with its slot chosen.
  const [params] = useSearchParams();
  const date = params.get("date") ?? "";
  const time = params.get("time") ?? "";
  const initial = /^\d{4}-\d{2}-\d{2}$/.test(date) && /^\d{2}:\d{2}$/.test(time) ? { date, time } : undefined;
  const { data: expert, isPending, error } = useExpert(expertId);
  if (isPending) return <ExpertProfileSkeleton />;
  if (!expert) {
    if (error instanceof ApiError && error.status === 404) return <ExpertNotFound />;
    throw error;
  }
  return (
    <section className="space-y-4">
      <PageHeader title={m.booking_book_title()} />
      <ExpertSummary expert={expert} />
      <BookingForm
        expertId={expert.id}
        fee={expert.consultationFee}
        available={expert.isAvailable}
        medical={expert.category === "medical"}
        initial={initial}
        shortBalance={({ shortByPaise, booking }) => (
          <ShortBalanceNotice shortByPaise={shortByPaise} after={{ returnTo: `/book/${expert.id}`, book: booking }} />
        )}
      />
    </section>
  );
}
