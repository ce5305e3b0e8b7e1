import { BadgeCheck, CalendarCheck, CalendarClock, Compass } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { PAST_FILTERS, type PastFilter } from "@expertconnect/shared/schemas/expert-side";
import { PageLoader } from "@/components/layout/page-loader.tsx";
import { Card } from "@/components/ui/card.tsx";
import { PageHeader } from "@/components/ui/page-header.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs.tsx";
import { ExpertDashboard } from "@/features/expert-desk/components/expert-dashboard.tsx";
import { HoursEditor } from "@/features/expert-desk/components/hours-editor.tsx";
import { PastFilters } from "@/features/expert-desk/components/past-filters.tsx";
import { PastList } from "@/features/expert-desk/components/past-list.tsx";
import { useSession } from "@/lib/session.ts";
import { useCategory } from "@/lib/category.tsx";
import { useMe } from "@/lib/use-me.ts";

/** For everyone who is not an expert: where to go, and (signed in) how to become one. */
function Overview({ signedIn }: { signedIn: boolean }) {
  const { config } = useCategory();
  const cards = [
    { to: "/bookings", title: "View Appointments", text: `All your ${config.sessionTerm.toLowerCase()}s in one place`, icon: CalendarCheck },
    { to: "/bookings", title: "View Today", text: `Today's ${config.sessionTerm.toLowerCase()}s with your ${config.personTerm.toLowerCase()}s`, icon: CalendarClock },
    { to: "/explore", title: "Explore Network", text: "Connect with verified professionals", icon: Compass },
    ...(signedIn ? [{ to: "/become-expert", title: "Become an expert", text: "Apply to offer consultations", icon: BadgeCheck }] : []),
  ];
  return (
    <ul className="grid gap-3 sm:grid-cols-3">
      {cards.map(({ to, title, text, icon: Icon }) => (
        <li key={title}>
          <Link to={to} className="block h-full">
            <Card className="flex h-full items-center gap-3 p-4 hover:border-primary">
              <Icon className="size-8 shrink-0 text-primary" aria-hidden="true" />
              <div>
                <p className="font-semibold">{title}</p>
                <p className="text-sm text-muted-foreground">{text}</p>
              </div>
            </Card>
          </Link>
        </li>
      ))}
    </ul>
  );
}

type DeskTab = "bookings" | "past" | "hours";
const pastFilterOf = (value: string | null): PastFilter => (PAST_FILTERS as readonly string[]).includes(value ?? "") ? (value as PastFilter) : "all";

/**
 * An expert's desk: bookings to act on, the history of ended ones, and their hours; the tab (and the
 * Past tab's filter) is kept in the address (?tab=past&filter=completed, ?tab=hours).
 */
function Desk({ userId }: { userId: string }) {
  const [params, setParams] = useSearchParams();
  const asked = params.get("tab");
  const tab: DeskTab = asked === "hours" || asked === "past" ? asked : "bookings";
  return (
    <Tabs value={tab} onValueChange={(v) => setParams(v === "bookings" ? {} : { tab: v }, { replace: true })}>
      <TabsList className="mb-4">
        <TabsTrigger value="bookings">Bookings</TabsTrigger>
        <TabsTrigger value="past">Past</TabsTrigger>
        <TabsTrigger value="hours">Hours</TabsTrigger>
      </TabsList>
      <TabsContent value="bookings">
        <ExpertDashboard userId={userId} />
      </TabsContent>
      <TabsContent value="past">
        <PastFilters value={pastFilterOf(params.get("filter"))} />
        <PastList userId={userId} filter={pastFilterOf(params.get("filter"))} />
      </TabsContent>
      <TabsContent value="hours">
        <HoursEditor userId={userId} />
      </TabsContent>
    </Tabs>
  );
}

export function Component() {
  const { data: session, isPending } = useSession();
  const me = useMe(session?.user.id);
  const loading = isPending || (Boolean(session) && me.isPending);
  return (
    <section>
      <PageHeader title="Consultation Mode" description="Your expert dashboard" />
      {loading ? <PageLoader /> : session && me.data?.isExpert ? <Desk userId={session.user.id} /> : <Overview signedIn={Boolean(session)} />}
    </section>
  );
}
