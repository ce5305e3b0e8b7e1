import { useSearchParams } from "react-router";
import { BOOKINGS_SKELETONS } from "@expertconnect/shared/constants";
import type { BookingTab } from "@expertconnect/shared/schemas/bookings";
import { RequireUser } from "@/components/require-user.tsx";
import { PageHeader } from "@/components/ui/page-header.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs.tsx";
import { BookingListSkeleton } from "@/features/bookings/components/booking-card-skeleton.tsx";
import { BookingList } from "@/features/bookings/components/booking-list.tsx";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

export function Component() {
  useLocale();
  const [params, setParams] = useSearchParams();
  const tab: BookingTab = params.get("tab") === "past" ? "past" : "upcoming";

  return (
    <section>
      <PageHeader title={m.booking_my_title()} />
      <RequireUser
        title={m.booking_sign_in_title()}
        description={m.booking_sign_in_description()}
        pending={<BookingListSkeleton count={BOOKINGS_SKELETONS} />}
      >
        {({ id: userId }) => (
          <Tabs value={tab} onValueChange={(value) => setParams(value === "past" ? { tab: "past" } : {}, { replace: true })}>
            <TabsList className="mb-4">
              <TabsTrigger value="upcoming">{m.booking_upcoming()}</TabsTrigger>
              <TabsTrigger value="past">{m.booking_past()}</TabsTrigger>
            </TabsList>
            <TabsContent value="upcoming">
              <BookingList userId={userId} tab="upcoming" />
            </TabsContent>
            <TabsContent value="past">
              <BookingList userId={userId} tab="past" />
            </TabsContent>
          </Tabs>
        )}
      </RequireUser>
    </section>
  );
}
