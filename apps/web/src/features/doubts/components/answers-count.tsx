import { MessageCircle } from "lucide-react";

export const answersLabel = (n: number) => `${n} ${n === 1 ? "answer" : "answers"}`;

export function AnswersCount({ count }: { count: number }) {
  return (
    <span className="inline-flex items-center gap-1 text-sm text-muted-foreground">
      <MessageCircle className="size-4" aria-hidden="true" />
      {answersLabel(count)}
    </span>
  );
}
