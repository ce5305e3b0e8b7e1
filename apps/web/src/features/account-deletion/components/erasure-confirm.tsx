import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { ERASURE_GRACE_BUSINESS_DAYS } from "@expertconnect/shared/messages/erasure";
import { Card } from "@/components/ui/card.tsx";
import { NetworkButton } from "@/components/ui/network-button.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { useSession } from "@/lib/session.ts";
import { toast } from "@/lib/toast.ts";
import { useConfirmErasure } from "../api/erasure.ts";
import { ScheduledErasure } from "./erasure-panel.tsx";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

/**
 * The page the e-mailed link opens: a button confirms (a link preview or a mail scanner opening the
 * link confirms nothing), then the date it runs and, signed in, a way to cancel.
 */
export function ErasureConfirm() {
  useLocale();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const confirm = useConfirmErasure();
  const { data: session } = useSession();
  const [scheduledFor, setScheduledFor] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);

  if (scheduledFor) {
    return (
      <Card className="space-y-3 p-5">
        <h2 className="text-lg font-semibold">{m.deletion_confirmed()}</h2>
        {session ? <ScheduledErasure scheduledFor={scheduledFor} /> : <p className="text-sm">{m.deletion_sign_in_to_cancel()}</p>}
      </Card>
    );
  }
  return (
    <Card className="space-y-3 p-5">
      <p className="text-sm">{m.deletion_confirm_text({ days: ERASURE_GRACE_BUSINESS_DAYS })}</p>
      {refused ? (
        <p role="alert" className="text-sm text-destructive">
          {refused} <Link to="/account-deletion" className="underline">{m.deletion_page_link()}</Link>
        </p>
      ) : null}
      <NetworkButton
        variant="destructive"
        className="w-full"
        disabled={confirm.isPending || !token}
        onClick={() =>
          confirm.mutate(token, {
            onSuccess: (result) => {
              const at = (result as { request: { scheduledFor: string | null } }).request.scheduledFor;
              toast.success(m.deletion_confirmed());
              setScheduledFor(at);
            },
            onError: (error) => setRefused(errorMessage(error, m.deletion_bad_link())),
          })
        }
      >
        {m.deletion_confirm()}
      </NetworkButton>
    </Card>
  );
}
