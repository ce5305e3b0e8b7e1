import { Card } from "@/components/ui/card.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";

export function ExpertCardSkeleton() {
  return (
    <Card className="flex gap-3 p-4" data-testid="expert-skeleton">
      <Skeleton shape="circle" className="size-12" />
      <div className="flex-1 space-y-2">
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-5 w-1/4" />
      </div>
    </Card>
  );
}
