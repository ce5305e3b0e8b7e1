import { Card } from "@/components/ui/card.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

export function ExpertProfileSkeleton() {
  useLocale();
  return (
    <div className="space-y-4" aria-busy="true" aria-label={m.expert_loading()}>
      <Card className="space-y-4 p-4">
        <div className="flex gap-4">
          <Skeleton shape="circle" className="size-16" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-7 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        </div>
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-12 w-full" />
      </Card>
      <Skeleton className="h-28 w-full" />
    </div>
  );
}
