import { Card } from "@/components/ui/card.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

export function BookingCardSkeleton() {
  return (
    <Card className="space-y-3 p-4" data-testid="booking-skeleton">
      <div className="flex gap-3">
        <Skeleton shape="circle" className="size-12" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-4 w-1/3" />
        </div>
        <Skeleton shape="circle" className="h-5 w-16" />
      </div>
      <Skeleton className="h-10 w-full" />
    </Card>
  );
}

export function BookingListSkeleton({ count }: { count: number }) {
  useLocale();
  return (
    <ul className="space-y-3" aria-label={m.booking_loading()}>
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <BookingCardSkeleton />
        </li>
      ))}
    </ul>
  );
}
