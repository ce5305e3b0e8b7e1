import { Skeleton } from "@/components/ui/skeleton.tsx";
import { Card } from "@/components/ui/card.tsx";
import { useSession } from "@/lib/session.ts";
import { useDashboardStats } from "../api/get-stats.ts";

/** Home's three figures, counted by the server from the signed-in user's own rows. */
export function StatsRow() {
  const { data: session } = useSession();
  const { data, isLoading } = useDashboardStats(session?.user.id);
  const figures = [
    { label: "Consultations given", value: data?.consultationsGiven },
    { label: "Posts shared", value: data?.postsShared },
    { label: "Videos uploaded", value: data?.videosUploaded },
  ];
  return (
    <section aria-label="Your activity">
      <dl className="grid grid-cols-3 gap-3">
        {figures.map((f) => (
          <Card key={f.label} className="p-3 text-center">
            <dd className="text-2xl font-bold text-primary">
              {isLoading ? <Skeleton className="mx-auto h-8 w-10" /> : (f.value ?? 0)}
            </dd>
            <dt className="text-xs text-muted-foreground">{f.label}</dt>
          </Card>
        ))}
      </dl>
    </section>
  );
}
