import { Card } from "@/components/ui/card.tsx";
import type { Doubt } from "../api/get-doubts.ts";
import { AnswersCount } from "./answers-count.tsx";
import { AuthorLine } from "@/components/author-line.tsx";
import { HiddenLabel } from "@/components/hidden-label.tsx";
import { ReportButton } from "@/components/report-button.tsx";
import { CategoryBadge, ResolvedBadge } from "./doubt-badges.tsx";

export function DoubtQuestion({ doubt }: { doubt: Doubt }) {
  return (
    <Card className="space-y-3 p-4">
      <AuthorLine author={doubt.author} createdAt={doubt.createdAt} size="sm" />
      <HiddenLabel hidden={doubt.hidden} />
      {doubt.category || doubt.isResolved ? (
        <div className="flex flex-wrap gap-2">
          {doubt.category ? <CategoryBadge category={doubt.category} /> : null}
          {doubt.isResolved ? <ResolvedBadge /> : null}
        </div>
      ) : null}
      <p className="whitespace-pre-wrap break-words text-lg font-medium" data-content>
        {doubt.question}
      </p>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <AnswersCount count={doubt.answersCount} />
        <ReportButton kind="doubt" itemId={doubt.id} authorId={doubt.author.id} />
      </div>
    </Card>
  );
}
