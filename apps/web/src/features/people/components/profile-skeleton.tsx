import { Card } from "@/components/ui/card.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { useLocale } from "@/lib/i18n.tsx";
import { m } from "@/paraglide/messages.js";

export function ProfileSkeleton() {
  useLocale();
  return (
    <Card className="space-y-4 p-4" aria-busy="true" aria-label={m.people_loading()}>
      <div className="flex items-center gap-4">
        <Skeleton shape="circle" className="size-16" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-3 w-1/3" />
        </div>
      </div>
      <Skeleton className="h-10 w-full" />
    </Card>
  );
}
