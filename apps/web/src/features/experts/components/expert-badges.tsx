import { BadgeCheck, Star } from "lucide-react";
import { Badge } from "@/components/ui/badge.tsx";
import { formatInteger } from "@/lib/format.ts";

export function VerifiedBadge() {
  return (
    <Badge tone="primary">
      <BadgeCheck className="size-3.5" aria-hidden="true" /> Verified
    </Badge>
  );
}

export function AvailabilityBadge({ available }: { available: boolean }) {
  return available ? <Badge tone="green">Available</Badge> : <Badge tone="neutral">Unavailable</Badge>;
}

/** Rating as stored (docs/product.md#formats), with the review count when known. */
export function Rating({ rating, reviews }: { rating: number; reviews?: number }) {
  return (
    <span className="inline-flex items-center gap-1 text-sm">
      <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden="true" />
      <span className="font-medium">
        <span className="sr-only">Rating </span>
        {rating.toFixed(1)}
      </span>
      {reviews !== undefined ? <span className="text-muted-foreground">({formatInteger(reviews)} reviews)</span> : null}
    </span>
  );
}

export const experienceLabel = (years: number) => `${years}+ yrs`;
