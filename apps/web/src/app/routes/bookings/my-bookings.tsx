import { useSearchParams } from "react-router";
import { BOOKINGS_SKELETONS } from "@expertconnect/shared/constants";
import type { BookingTab } from "@expertconnect/shared/schemas/bookings";
import { RequireUser } from "@/components/require-user.tsx";
import { PageHeader } from "@/components/ui/page-header.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs.tsx";
import { BookingListSkeleton } from "@/features/bookings/components/booking-card-skeleton.tsx";
import { BookingList } from "@/features/bookings/components/booking-list.tsx";

export function Component() {
  const [params, setParams] = useSearchParams();
  const tab: BookingTab = params.get("tab") === "past" ? "past" : "upcoming";

  return (
    <section>
      <PageHeader title="My Bookings" />
      <RequireUser
        title="Sign in to see your bookings"
        description="Your upcoming and past appointments appear here."
        pending={<BookingListSkeleton count={BOOKINGS_SKELETONS} />}
      >
        {({ id: userId }) => (
          <Tabs value={tab} onValueChange={(value) => setParams(value === "past" ? { tab: "past" } : {}, { replace: true })}>
            <TabsList className="mb-4">
              <TabsTrigger value="upcoming">Upcoming</TabsTrigger>
              <TabsTrigger value="past">Past</TabsTrigger>
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
