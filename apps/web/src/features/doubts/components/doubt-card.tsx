import { Link } from "react-router";
import { Card } from "@/components/ui/card.tsx";
import type { Doubt } from "../api/get-doubts.ts";
import { AnswersCount } from "./answers-count.tsx";
import { AuthorLine } from "@/components/author-line.tsx";
import { CategoryBadge, ResolvedBadge } from "./doubt-badges.tsx";

/**
 * One question on the board: the author's line opens their profile, the rest of the card (the
 * question, its category and answers) opens its discussion (links cannot nest).
 */
export function DoubtCard({ doubt }: { doubt: Doubt }) {
  return (
    <Card className="space-y-1 p-4 hover:border-primary">
      <div className="flex items-start justify-between gap-2">
        <AuthorLine author={doubt.author} createdAt={doubt.createdAt} size="sm" />
        {doubt.isResolved ? <ResolvedBadge /> : null}
      </div>
      <Link
        to={`/doubt/${doubt.id}`}
        className="block space-y-3 rounded-lg py-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        <p className="whitespace-pre-wrap break-words font-medium" data-content>
          {doubt.question}
        </p>
        <div className="flex flex-wrap items-center justify-between gap-2">
          {doubt.category ? <CategoryBadge category={doubt.category} /> : <span />}
          <AnswersCount count={doubt.answersCount} />
        </div>
      </Link>
    </Card>
  );
}
