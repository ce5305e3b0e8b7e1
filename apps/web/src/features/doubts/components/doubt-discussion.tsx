import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { ErrorRetry } from "@/components/error-retry.tsx";
import { Button } from "@/components/ui/button.tsx";
import { PageHeader } from "@/components/ui/page-header.tsx";
import { ApiError } from "@/lib/api-client.ts";
import { useSession } from "@/lib/session.ts";
import { useDoubt } from "../api/get-doubt.ts";
import { AnswerForm } from "./answer-form.tsx";
import { AnswerList } from "./answer-list.tsx";
import { DoubtListSkeleton } from "./doubt-list.tsx";
import { DoubtQuestion } from "./doubt-question.tsx";
import { useLocale } from "@/lib/i18n.tsx";
import { m } from "@/paraglide/messages.js";

function BackToDoubts({ label }: { label: string }) {
  return (
    <Button asChild variant="outline" className="whitespace-nowrap">
      <Link to="/ask-doubt">
        <ArrowLeft aria-hidden="true" />
        {label}
      </Link>
    </Button>
  );
}

/** /doubt/:id — the question, the answer box and the answers, or 'Doubt not found'. */
export function DoubtDiscussion({ doubtId }: { doubtId: string }) {
  const { data: doubt, isPending, error, refetch } = useDoubt(doubtId);
  const { data: session } = useSession();
  useLocale();

  if (isPending) {
    return (
      <section>
        <PageHeader title={m.doubts_discussion()} />
        <DoubtListSkeleton count={1} />
      </section>
    );
  }
  if (error instanceof ApiError && error.status === 404) {
    return (
      <section>
        <PageHeader title={m.doubts_not_found()} />
        <div className="space-y-4 rounded-xl border border-dashed bg-card px-6 py-10 text-center">
          <p className="text-muted-foreground">{m.doubts_not_found_text()}</p>
          <BackToDoubts label={m.doubts_back()} />
        </div>
      </section>
    );
  }
  if (!doubt) {
    return (
      <section>
        <PageHeader title={m.doubts_discussion()} />
        <ErrorRetry title={m.doubts_load_one_failed()} message={m.doubts_check_connection()} onRetry={refetch} />
      </section>
    );
  }
  return (
    <section className="space-y-4">
      <PageHeader title={m.doubts_discussion()} actions={<BackToDoubts label={m.doubts_all()} />} />
      <DoubtQuestion doubt={doubt} />
      <AnswerForm doubtId={doubt.id} />
      <section aria-labelledby="answers-heading" className="space-y-3">
        <h2 id="answers-heading" className="text-lg font-semibold">
          {m.doubts_answers()}
        </h2>
        <AnswerList doubtId={doubt.id} canAccept={session?.user.id === doubt.doctorId} />
      </section>
    </section>
  );
}
