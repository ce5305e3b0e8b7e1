/** A concern (docs/product.md#grievances) as raised, then its replies: shown to the person and to the admin. */
import type { GrievanceSubject } from "@expertconnect/shared/messages/grievances";
import { cn } from "@/lib/cn.ts";
import { m } from "@/paraglide/messages.js";
import { formatShortDate, formatTime, useLocale } from "@/lib/i18n.tsx";
import { grievanceSubjectWords } from "./grievance-words.ts";

interface Thread {
  subject: GrievanceSubject;
  description: string;
  createdAt: string;
  messages: { id: string; fromTeam: boolean; body: string; createdAt: string }[];
}

function When({ at }: { at: string }) {
  const { locale } = useLocale();
  return (
    <time dateTime={at} className="text-xs text-muted-foreground">
      {formatShortDate(at, locale)} {formatTime(at, locale)}
    </time>
  );
}

/** A concern as it was raised, then every reply in order; `teamLabel` names the team's replies. */
export function GrievanceThread({ grievance: g, teamLabel, personLabel }: { grievance: Thread; teamLabel: string; personLabel: string }) {
  useLocale();
  return (
    <div className="space-y-2 text-sm">
      <p className="text-muted-foreground">
        {grievanceSubjectWords(g.subject)} · <When at={g.createdAt} />
      </p>
      <p className="whitespace-pre-wrap break-words">{g.description}</p>
      {g.messages.length ? (
        <ol className="space-y-2" aria-label={m.concerns_replies()}>
          {g.messages.map((reply) => (
            <li key={reply.id} className={cn("rounded-lg p-3", reply.fromTeam ? "bg-primary-soft text-primary-soft-foreground" : "bg-muted")}>
              <p className="flex flex-wrap justify-between gap-x-2 font-medium">
                <span>{reply.fromTeam ? teamLabel : personLabel}</span>
                <When at={reply.createdAt} />
              </p>
              <p className="whitespace-pre-wrap break-words">{reply.body}</p>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
