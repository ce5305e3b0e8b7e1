import { Link } from "react-router";
import { MODERATION_MESSAGES } from "@expertconnect/shared/messages/moderation";
import { ReasonDialog } from "@/components/reason-dialog.tsx";
import { Card } from "@/components/ui/card.tsx";
import { useLiftSuspension } from "../api/lift-suspension.ts";
import type { SuspendedPerson } from "../api/get-reports.ts";
import { runWithToast } from "./expert-actions-form.tsx";

/** The people whose accounts are suspended, each with Lift suspension (docs/product.md#moderation). */
export function SuspendedPeople({ people }: { people: SuspendedPerson[] }) {
  const lift = useLiftSuspension();
  if (people.length === 0) return null;
  return (
    <section aria-labelledby="suspended-people" className="space-y-3">
      <h2 id="suspended-people" className="text-lg font-semibold">
        {MODERATION_MESSAGES.suspendedTitle}
      </h2>
      <ul className="space-y-2">
        {people.map((person) => (
          <li key={person.id}>
            <Card className="flex flex-wrap items-center justify-between gap-3 p-4" role="article" aria-label={person.name}>
              <div className="min-w-0 text-sm">
                <Link className="font-medium underline" to={`/u/${person.id}`}>
                  {person.name}
                </Link>
                {person.reason ? <p className="break-words text-muted-foreground">{person.reason}</p> : null}
              </div>
              <ReasonDialog
                trigger={MODERATION_MESSAGES.liftSuspension}
                title={MODERATION_MESSAGES.liftTitle(person.name)}
                description={MODERATION_MESSAGES.liftDescription}
                label="Note"
                confirmLabel={MODERATION_MESSAGES.liftSuspension}
                busyLabel={MODERATION_MESSAGES.lifting}
                onConfirm={(note) => runWithToast(() => lift.mutateAsync({ id: person.id, note }), MODERATION_MESSAGES.lifted, MODERATION_MESSAGES.liftFailed)}
              />
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
