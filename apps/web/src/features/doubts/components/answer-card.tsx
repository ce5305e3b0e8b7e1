import { CheckCircle2 } from "lucide-react";
import { Badge } from "@/components/ui/badge.tsx";
import { Card } from "@/components/ui/card.tsx";
import { NetworkButton } from "@/components/ui/network-button.tsx";
import { cn } from "@/lib/cn.ts";
import type { Answer } from "../api/get-answers.ts";
import { AuthorLine } from "@/components/author-line.tsx";
import { HiddenLabel } from "@/components/hidden-label.tsx";
import { ReportButton } from "@/components/report-button.tsx";
import { useLocale } from "@/lib/i18n.tsx";
import { m } from "@/paraglide/messages.js";

export function AnswerCard({
  answer,
  onAccept,
  accepting,
}: {
  answer: Answer;
  /** present only for the doubt's author */
  onAccept?: () => void;
  accepting?: boolean;
}) {
  useLocale();
  return (
    <Card className={cn("space-y-3 p-4", answer.isAccepted && "border-green-600 dark:border-green-500")}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <AuthorLine author={answer.author} createdAt={answer.createdAt} size="sm" />
        {answer.isAccepted ? (
          <Badge tone="green">
            <CheckCircle2 className="size-3.5" aria-hidden="true" />
            {m.doubts_accepted_answer()}
          </Badge>
        ) : null}
      </div>
      <HiddenLabel hidden={answer.hidden} />
      <p className="whitespace-pre-wrap break-words" data-content>
        {answer.answer}
      </p>
      <div className="flex flex-wrap justify-end gap-2">
        <ReportButton kind="answer" itemId={answer.id} authorId={answer.author.id} />
        {onAccept && !answer.isAccepted ? (
          <NetworkButton variant="outline" onClick={onAccept} disabled={accepting}>
            <CheckCircle2 aria-hidden="true" />
            {m.doubts_accept()}
          </NetworkButton>
        ) : null}
      </div>
    </Card>
  );
}
