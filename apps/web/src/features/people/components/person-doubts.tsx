import { HelpCircle } from "lucide-react";
import { Link } from "react-router";
import { Card } from "@/components/ui/card.tsx";
import { formatCount } from "@/lib/format.ts";
import { relativeTime } from "@/components/author-line.tsx";
import type { Person } from "../api/get-person.ts";
import { useLocale } from "@/lib/i18n.tsx";
import { m } from "@/paraglide/messages.js";
import { pluralForm } from "@/lib/plural-form.ts";


/** The person's latest doubts on the board, and how many they asked and answered. */
export function PersonDoubts({ person }: { person: Person }) {
  useLocale();
  if (person.doubtsCount === 0 && person.answersCount === 0) return null;
  return (
    <section aria-labelledby="person-doubts" className="space-y-2">
      <h2 id="person-doubts" className="flex items-center gap-2 font-semibold">
        <HelpCircle className="size-4" aria-hidden="true" /> {m.people_doubts()}
      </h2>
      <p className="text-sm text-muted-foreground">
        {m.people_doubts_asked({ form: pluralForm(person.doubtsCount), count: formatCount(person.doubtsCount) })} ·{" "}
        {m.people_answers_given({ form: pluralForm(person.answersCount), count: formatCount(person.answersCount) })}
      </p>
      <ul className="grid gap-2">
        {person.recentDoubts.map((doubt) => (
          <li key={doubt.id}>
            <Card className="p-0">
              <Link to={`/doubt/${doubt.id}`} className="block min-h-11 rounded-xl p-3 hover:bg-muted focus-visible:outline-2 focus-visible:outline-primary">
                <span className="line-clamp-2 break-words text-sm font-medium" data-content>
                  {doubt.question}
                </span>
                <span className="text-xs text-muted-foreground">
                  {m.people_answers({ form: pluralForm(doubt.answersCount), count: formatCount(doubt.answersCount) })} · <time dateTime={doubt.createdAt} suppressHydrationWarning>{relativeTime(doubt.createdAt)}</time>
                </span>
              </Link>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
