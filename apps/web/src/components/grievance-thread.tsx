/** A concern (docs/product.md#grievances) as raised, then its replies: shown to the person and to the admin. */
import { GRIEVANCE_SUBJECT_LABELS, type GrievanceSubject } from "@expertconnect/shared/messages/grievances";
import { cn } from "@/lib/cn.ts";
import { formatBookingDate, formatBookingTime } from "@/lib/format.ts";

interface Thread {
  subject: GrievanceSubject;
  description: string;
  createdAt: string;
  messages: { id: string; fromTeam: boolean; body: string; createdAt: string }[];
}

const When = ({ at }: { at: string }) => (
  <time dateTime={at} className="text-xs text-muted-foreground">
    {formatBookingDate(at)} {formatBookingTime(at)}
  </time>
);

/** A concern as it was raised, then every reply in order; `teamLabel` names the team's replies. */
export function GrievanceThread({ grievance: g, teamLabel, personLabel }: { grievance: Thread; teamLabel: string; personLabel: string }) {
  return (
    <div className="space-y-2 text-sm">
      <p className="text-muted-foreground">
        {GRIEVANCE_SUBJECT_LABELS[g.subject]} · <When at={g.createdAt} />
      </p>
      <p className="whitespace-pre-wrap break-words">{g.description}</p>
      {g.messages.length ? (
        <ol className="space-y-2" aria-label="Replies">
          {g.messages.map((m) => (
            <li key={m.id} className={cn("rounded-lg p-3", m.fromTeam ? "bg-primary-soft text-primary-soft-foreground" : "bg-muted")}>
              <p className="flex flex-wrap justify-between gap-x-2 font-medium">
                <span>{m.fromTeam ? teamLabel : personLabel}</span>
                <When at={m.createdAt} />
              </p>
              <p className="whitespace-pre-wrap break-words">{m.body}</p>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
