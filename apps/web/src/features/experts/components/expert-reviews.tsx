import { BadgeCheck, MessageSquareText, Star } from "lucide-react";
import { ErrorRetry } from "@/components/error-retry.tsx";
import { Badge } from "@/components/ui/badge.tsx";
import { Card } from "@/components/ui/card.tsx";
import { LoadMore } from "@/components/ui/load-more.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { formatDate } from "@/lib/i18n-dates.ts";
import { useExpertReviews, type ExpertReview } from "../api/get-reviews.ts";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

function Stars({ stars }: { stars: number }) {
  useLocale();
  return (
    <span className="inline-flex" role="img" aria-label={m.expert_stars({ stars })}>
      {Array.from({ length: 5 }, (_, i) => (
        <Star key={i} aria-hidden="true" className={i < stars ? "size-4 fill-amber-400 text-amber-500" : "size-4 text-muted-foreground"} />
      ))}
    </span>
  );
}

function ReviewRow({ review }: { review: ExpertReview }) {
  const { locale } = useLocale();
  return (
    <li className="space-y-1 py-3">
      <div className="flex flex-wrap items-center gap-2">
        <span data-content className="font-medium">{review.firstName}</span>
        <Stars stars={review.stars} />
        {review.verified ? (
          <Badge tone="green">
            <BadgeCheck className="size-3.5" aria-hidden="true" /> {m.expert_verified_consultation()}
          </Badge>
        ) : null}
      </div>
      <p className="text-xs text-muted-foreground">
        {formatDate(review.createdAt, locale)}
        {review.edited ? m.expert_edited() : ""}
      </p>
      {review.text ? <p data-content className="whitespace-pre-line text-sm">{review.text}</p> : null}
    </li>
  );
}

/** Reviews on the expert's page, newest first, with the reviewer's first name (docs/product.md#expert-detail). */
export function ExpertReviews({ expertId }: { expertId: string }) {
  useLocale();
  const query = useExpertReviews(expertId);
  const reviews = query.data?.pages.flatMap((p) => p.reviews) ?? [];
  return (
    <Card className="space-y-2 p-4">
      <h2 className="flex items-center gap-2 font-semibold">
        <MessageSquareText className="size-5 text-primary" aria-hidden="true" /> {m.expert_reviews()}
      </h2>
      {query.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : query.error ? (
        <ErrorRetry inline message={errorMessage(query.error, m.expert_reviews_failed())} onRetry={() => query.refetch()} />
      ) : reviews.length === 0 ? (
        <p className="text-sm text-muted-foreground">{m.expert_no_reviews()}</p>
      ) : (
        <ul className="divide-y" aria-label={m.expert_reviews()}>
          {reviews.map((r) => (
            <ReviewRow key={r.id} review={r} />
          ))}
        </ul>
      )}
      <LoadMore hasNextPage={query.hasNextPage} isFetchingNextPage={query.isFetchingNextPage} fetchNextPage={() => query.fetchNextPage()} />
    </Card>
  );
}
