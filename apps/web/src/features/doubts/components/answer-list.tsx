import { MessageCircle } from "lucide-react";
import { toast } from "@/lib/toast.ts";
import { DOUBT_MESSAGES } from "@expertconnect/shared/messages/doubts";
import { ErrorRetry } from "@/components/error-retry.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { useAcceptAnswer } from "../api/accept-answer.ts";
import { useAnswers } from "../api/get-answers.ts";
import { AnswerCard } from "./answer-card.tsx";
import { DoubtListSkeleton } from "./doubt-list.tsx";
import { LoadMore } from "@/components/ui/load-more.tsx";

/** Answers newest first; the doubt's author gets an 'Accept answer' button on each other answer. */
export function AnswerList({ doubtId, canAccept }: { doubtId: string; canAccept: boolean }) {
  const { data, isPending, isError, refetch, hasNextPage, isFetchingNextPage, fetchNextPage } = useAnswers(doubtId);
  const accept = useAcceptAnswer();

  if (isPending) return <DoubtListSkeleton count={2} />;
  if (isError) {
    return (
      <ErrorRetry title="Could not load answers" message="Check your connection and try again." onRetry={refetch} />
    );
  }
  const answers = data.pages.flatMap((p) => p.items);
  if (answers.length === 0) return <EmptyState icon={<MessageCircle />} title={DOUBT_MESSAGES.noAnswers} />;

  const onAccept = (answerId: string) =>
    accept.mutate(
      { doubtId, answerId },
      {
        onSuccess: () => toast.success(DOUBT_MESSAGES.answerAccepted),
        onError: (error) => toast.error(errorMessage(error, DOUBT_MESSAGES.acceptFailed)),
      },
    );

  return (
    <div className="space-y-3">
      <ul className="space-y-3" aria-label="Answers">
        {answers.map((answer) => (
          <li key={answer.id}>
            <AnswerCard
              answer={answer}
              onAccept={canAccept ? () => onAccept(answer.id) : undefined}
              accepting={accept.isPending}
            />
          </li>
        ))}
      </ul>
      <LoadMore hasNextPage={hasNextPage} isFetchingNextPage={isFetchingNextPage} fetchNextPage={fetchNextPage} />
    </div>
  );
}
