import { Card } from "@/components/ui/card.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";

/** Placeholder cards in the shape of the desk's booking cards. */
export function DeskListSkeleton({ count, label }: { count: number; label: string }) {
  return (
    <ul className="space-y-3" aria-label={label} aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <Card className="space-y-3 p-4" data-testid="desk-skeleton">
            <div className="flex gap-3">
              <Skeleton shape="circle" className="size-12" />
              <div className="flex-1 space-y-2">
                <Skeleton className="h-5 w-1/2" />
                <Skeleton className="h-4 w-1/3" />
              </div>
              <Skeleton shape="circle" className="h-5 w-16" />
            </div>
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-10 w-full" />
          </Card>
        </li>
      ))}
    </ul>
  );
}
