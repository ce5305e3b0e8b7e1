import { HelpCircle } from "lucide-react";
import { Link } from "react-router";
import { Card } from "@/components/ui/card.tsx";
import { formatCount, formatRelative } from "@/lib/format.ts";
import type { Person } from "../api/get-person.ts";

const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

/** The person's latest doubts on the board, and how many they asked and answered. */
export function PersonDoubts({ person }: { person: Person }) {
  if (person.doubtsCount === 0 && person.answersCount === 0) return null;
  return (
    <section aria-labelledby="person-doubts" className="space-y-2">
      <h2 id="person-doubts" className="flex items-center gap-2 font-semibold">
        <HelpCircle className="size-4" aria-hidden="true" /> Doubts
      </h2>
      <p className="text-sm text-muted-foreground">
        {plural(person.doubtsCount, "doubt asked", "doubts asked")} · {plural(person.answersCount, "answer given", "answers given")}
      </p>
      <ul className="grid gap-2">
        {person.recentDoubts.map((doubt) => (
          <li key={doubt.id}>
            <Card className="p-0">
              <Link to={`/doubt/${doubt.id}`} className="block min-h-11 rounded-xl p-3 hover:bg-muted focus-visible:outline-2 focus-visible:outline-primary">
                <span className="line-clamp-2 break-words text-sm font-medium">{doubt.question}</span>
                <span className="text-xs text-muted-foreground">
                  {plural(doubt.answersCount, "answer", "answers")} · <time dateTime={doubt.createdAt} suppressHydrationWarning>{formatRelative(doubt.createdAt)}</time>
                </span>
              </Link>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
