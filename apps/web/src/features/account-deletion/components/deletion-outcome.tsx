import { CircleAlert, CircleCheck } from "lucide-react";
import { useSearchParams } from "react-router";
import { DELETION_FORM_OUTCOME_PARAM, isDeletionFormOutcome, type DeletionFormOutcome } from "@expertconnect/shared/schemas/account-deletion";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";
import { DELETION_VERIFY_BUSINESS_DAYS } from "@expertconnect/shared/messages/support";

/**
 * How the form went when the browser sent it by itself (the page's script had not run, or
 * JavaScript is off): the server stored or refused it and came back with `?request=<outcome>`
 * (docs/product.md#account-deletion). Nothing when the form was sent by the app (its toast says).
 */
const OUTCOMES: Record<DeletionFormOutcome, () => string> = {
  sent: m.deletion_submitted,
  invalid: m.deletion_check_details,
  "too-many": m.deletion_too_many,
  failed: m.deletion_failed,
};

export function DeletionOutcome() {
  useLocale();
  const [params] = useSearchParams();
  const outcome = params.get(DELETION_FORM_OUTCOME_PARAM);
  if (!isDeletionFormOutcome(outcome)) return null;
  if (outcome === "sent") {
    return (
      <div role="status" className="mb-4 flex gap-3 rounded-lg border border-primary bg-primary-soft p-3 text-primary-soft-foreground">
        <CircleCheck className="size-5 shrink-0" aria-hidden="true" />
        <div>
          <p className="font-semibold">{OUTCOMES.sent()}</p>
          <p className="text-sm">{m.deletion_submitted_text({ days: DELETION_VERIFY_BUSINESS_DAYS })}</p>
        </div>
      </div>
    );
  }
  return (
    <div role="alert" className="mb-4 flex gap-3 rounded-lg border border-destructive p-3">
      <CircleAlert className="size-5 shrink-0 text-destructive" aria-hidden="true" />
      <p className="text-sm">{OUTCOMES[outcome]()}</p>
    </div>
  );
}
