import { CircleAlert, CircleCheck } from "lucide-react";
import { useSearchParams } from "react-router";
import { DELETION_FORM_OUTCOME_PARAM, DELETION_FORM_OUTCOMES, DELETION_MESSAGES, isDeletionFormOutcome } from "@expertconnect/shared/schemas/account-deletion";

/**
 * How the form went when the browser sent it by itself (the page's script had not run, or
 * JavaScript is off): the server stored or refused it and came back with `?request=<outcome>`
 * (docs/product.md#account-deletion). Nothing when the form was sent by the app (its toast says).
 */
export function DeletionOutcome() {
  const [params] = useSearchParams();
  const outcome = params.get(DELETION_FORM_OUTCOME_PARAM);
  if (!isDeletionFormOutcome(outcome)) return null;
  if (outcome === "sent") {
    return (
      <div role="status" className="mb-4 flex gap-3 rounded-lg border border-primary bg-primary-soft p-3 text-primary-soft-foreground">
        <CircleCheck className="size-5 shrink-0" aria-hidden="true" />
        <div>
          <p className="font-semibold">{DELETION_FORM_OUTCOMES.sent}</p>
          <p className="text-sm">{DELETION_MESSAGES.submittedDescription}</p>
        </div>
      </div>
    );
  }
  return (
    <div role="alert" className="mb-4 flex gap-3 rounded-lg border border-destructive p-3">
      <CircleAlert className="size-5 shrink-0 text-destructive" aria-hidden="true" />
      <p className="text-sm">{DELETION_FORM_OUTCOMES[outcome]}</p>
    </div>
  );
}
