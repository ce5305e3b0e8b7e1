import { MessageCircle } from "lucide-react";
import { toast } from "@/lib/toast.ts";
import { ErrorRetry } from "@/components/error-retry.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { useAcceptAnswer } from "../api/accept-answer.ts";
import { useAnswers } from "../api/get-answers.ts";
import { AnswerCard } from "./answer-card.tsx";
import { DoubtListSkeleton } from "./doubt-list.tsx";
import { LoadMore } from "@/components/ui/load-more.tsx";
import { useLocale } from "@/lib/i18n.tsx";
import { m } from "@/paraglide/messages.js";

/** Answers newest first; the doubt's author gets an 'Accept answer' button on each other answer. */
export function AnswerList({ doubtId, canAccept }: { doubtId: string; canAccept: boolean }) {
  const { data, isPending, isError, refetch, hasNextPage, isFetchingNextPage, fetchNextPage } = useAnswers(doubtId);
  const accept = useAcceptAnswer();
  useLocale();

  if (isPending) return <DoubtListSkeleton count={2} />;
  if (isError) {
    return (
      <ErrorRetry title={m.doubts_answers_load_failed()} message={m.doubts_check_connection()} onRetry={refetch} />
    );
  }
  const answers = data.pages.flatMap((p) => p.items);
  if (answers.length === 0) return <EmptyState icon={<MessageCircle />} title={m.doubts_no_answers()} />;

  const onAccept = (answerId: string) =>
    accept.mutate(
      { doubtId, answerId },
      {
        onSuccess: () => toast.success(m.doubts_answer_accepted()),
        onError: (error) => toast.error(errorMessage(error, m.doubts_accept_failed())),
      },
    );

  return (
    <div className="space-y-3">
      <ul className="space-y-3" aria-label={m.doubts_answers()}>
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
