import { Link } from "react-router";
import { Card } from "@/components/ui/card.tsx";
import type { Doubt } from "../api/get-doubts.ts";
import { AnswersCount } from "./answers-count.tsx";
import { AuthorLine } from "@/components/author-line.tsx";
import { CategoryBadge, ResolvedBadge } from "./doubt-badges.tsx";

/**
 * One question on the board. The question is the link to its discussion, stretched over the whole
 * card; the author's name sits above it and leads to their profile (links cannot nest).
 */
export function DoubtCard({ doubt }: { doubt: Doubt }) {
  return (
    <Card className="relative space-y-3 p-4 focus-within:ring-2 focus-within:ring-primary hover:border-primary">
      <div className="flex items-start justify-between gap-2">
        <AuthorLine author={doubt.author} createdAt={doubt.createdAt} size="sm" />
        {doubt.isResolved ? <ResolvedBadge /> : null}
      </div>
      <p className="whitespace-pre-wrap break-words font-medium">
        <Link to={`/doubt/${doubt.id}`} className="outline-none after:absolute after:inset-0 after:rounded-xl after:content-['']">
          {doubt.question}
        </Link>
      </p>
      <div className="flex flex-wrap items-center justify-between gap-2">
        {doubt.category ? <CategoryBadge category={doubt.category} /> : <span />}
        <AnswersCount count={doubt.answersCount} />
      </div>
    </Card>
  );
}
