import { BadgeCheck, Star } from "lucide-react";
import { Badge } from "@/components/ui/badge.tsx";
import { m } from "@/paraglide/messages.js";
import { formatNumber, useLocale } from "@/lib/i18n.tsx";

export function VerifiedBadge() {
  useLocale();
  return (
    <Badge tone="primary">
      <BadgeCheck className="size-3.5" aria-hidden="true" /> {m.expert_verified()}
    </Badge>
  );
}

export function AvailabilityBadge({ available }: { available: boolean }) {
  return available ? <Badge tone="green">{m.expert_available()}</Badge> : <Badge tone="neutral">{m.expert_unavailable()}</Badge>;
}

/** Rating as stored (docs/product.md#formats), with the review count when known. */
export function Rating({ rating, reviews }: { rating: number; reviews?: number }) {
  const { locale } = useLocale();
  return (
    <span className="inline-flex items-center gap-1 text-sm">
      <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden="true" />
      <span className="font-medium">
        <span className="sr-only">{m.expert_rating_label()}</span>
        {rating.toFixed(1)}
      </span>
      {reviews !== undefined ? <span className="text-muted-foreground">{m.expert_reviews_count({ count: formatNumber(reviews, locale) })}</span> : null}
    </span>
  );
}

export const experienceLabel = (years: number) => m.expert_years({ years });
