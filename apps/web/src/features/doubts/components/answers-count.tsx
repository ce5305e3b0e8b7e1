import { MessageCircle } from "lucide-react";
import { useLocale } from "@/lib/i18n.tsx";
import { m } from "@/paraglide/messages.js";
import { pluralForm } from "@/lib/plural-form.ts";

export const answersLabel = (n: number) => m.doubts_answers_count({ form: pluralForm(n), count: n });

export function AnswersCount({ count }: { count: number }) {
  useLocale();
  return (
    <span className="inline-flex items-center gap-1 text-sm text-muted-foreground">
      <MessageCircle className="size-4" aria-hidden="true" />
      {answersLabel(count)}
    </span>
  );
}
