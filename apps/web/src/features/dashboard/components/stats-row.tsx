import { Skeleton } from "@/components/ui/skeleton.tsx";
import { Card } from "@/components/ui/card.tsx";
import { formatNumber, useLocale } from "@/lib/i18n.tsx";
import { useSession } from "@/lib/session.ts";
import { m } from "@/paraglide/messages.js";
import { useDashboardStats } from "../api/get-stats.ts";

/** Home's three figures, counted by the server from the signed-in user's own rows. */
export function StatsRow() {
  const { data: session } = useSession();
  const { data, isLoading } = useDashboardStats(session?.user.id);
  const { locale } = useLocale();
  const figures = [
    { key: "consultations", label: m.home_consultations_given(), value: data?.consultationsGiven },
    { key: "posts", label: m.home_posts_shared(), value: data?.postsShared },
    { key: "videos", label: m.home_videos_uploaded(), value: data?.videosUploaded },
  ];
  return (
    <section aria-label={m.home_activity()}>
      <dl className="grid grid-cols-3 gap-3">
        {figures.map((f) => (
          <Card key={f.key} className="p-3 text-center">
            <dd className="text-2xl font-bold text-primary">
              {isLoading ? <Skeleton className="mx-auto h-8 w-10" /> : formatNumber(f.value ?? 0, locale)}
            </dd>
            <dt className="text-xs text-muted-foreground">{f.label}</dt>
          </Card>
        ))}
      </dl>
    </section>
  );
}
