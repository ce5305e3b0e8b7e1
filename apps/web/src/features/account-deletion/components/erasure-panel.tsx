import { CalendarClock, UserX } from "lucide-react";
import { ERASURE_CONFIRM_HOURS, ERASURE_GRACE_BUSINESS_DAYS, type UpcomingAtErasure } from "@expertconnect/shared/messages/erasure";
import { ErrorRetry } from "@/components/error-retry.tsx";
import { Card } from "@/components/ui/card.tsx";
import { NetworkButton } from "@/components/ui/network-button.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { toast } from "@/lib/toast.ts";
import { useAskErasure, useCancelErasure, useErasure } from "../api/erasure.ts";
import { m } from "@/paraglide/messages.js";
import { formatDateTime, useLocale } from "@/lib/i18n.tsx";


/** The cancel button of a waiting or scheduled erasure. */
export function CancelErasureButton() {
  useLocale();
  const cancel = useCancelErasure();
  return (
    <NetworkButton
      variant="outline"
      disabled={cancel.isPending}
      onClick={() =>
        cancel.mutate(undefined, { onSuccess: () => toast.success(m.deletion_cancelled()), onError: (error) => toast.error(errorMessage(error, m.deletion_erase_failed())) })
      }
    >
      {m.deletion_cancel()}
    </NetworkButton>
  );
}

/** When the scheduled erasure runs, and how to stop it. */
export function ScheduledErasure({ scheduledFor }: { scheduledFor: string }) {
  const { locale } = useLocale();
  return (
    <div role="status" className="space-y-3">
      <p className="flex items-start gap-2 font-medium">
        <CalendarClock className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
        <span>{m.deletion_scheduled({ when: formatDateTime(scheduledFor, locale) })}</span>
      </p>
      <p className="text-sm text-muted-foreground">{m.deletion_scheduled_hint()}</p>
      <CancelErasureButton />
    </div>
  );
}

/**
 * A signed-in person's own deletion (docs/product.md#erasure): ask, and see it waiting for the
 * e-mailed confirmation or scheduled, with a way to cancel.
 */
/** What the deletion does to the person's upcoming bookings (the server's e-mail says the same). */
function upcomingText({ asClient, asExpert }: UpcomingAtErasure): string | null {
  const form = (count: number) => (count === 1 ? "one" : "other");
  const parts: string[] = [];
  if (asClient > 0) parts.push(m.deletion_upcoming_client({ count: asClient, form: form(asClient) }));
  if (asExpert > 0) parts.push(m.deletion_upcoming_expert({ count: asExpert, form: form(asExpert) }));
  return parts.length ? parts.join(" ") : null;
}

export function ErasurePanel({ userId }: { userId: string }) {
  useLocale();
  const query = useErasure(userId);
  const ask = useAskErasure();
  if (query.isPending) return <Skeleton shape="panel" className="h-40 w-full" />;
  if (query.error) return <ErrorRetry title={m.deletion_erase_failed()} message={errorMessage(query.error, m.deletion_check_connection())} onRetry={() => query.refetch()} />;
  const request = query.data.request;
  // What the deletion does to bookings still to come, said before asking and while it waits.
  const bookings = request?.status === "erasing" ? null : upcomingText(query.data.upcoming);
  return (
    <Card className="space-y-3 p-5">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <UserX className="size-5 text-destructive" aria-hidden="true" />
        {m.deletion_erase_title()}
      </h2>
      {bookings ? (
        <p className="text-sm" data-testid="erasure-bookings">
          {bookings}
        </p>
      ) : null}
      {request?.status === "scheduled" && request.scheduledFor ? (
        <ScheduledErasure scheduledFor={request.scheduledFor} />
      ) : request?.status === "awaiting_confirmation" ? (
        <div role="status" className="space-y-3">
          <p className="text-sm">{m.deletion_awaiting()}</p>
          <CancelErasureButton />
        </div>
      ) : request?.status === "erasing" ? null : (
        <>
          <p className="text-sm text-muted-foreground">{m.deletion_erase_intro({ days: ERASURE_GRACE_BUSINESS_DAYS })}</p>
          <NetworkButton
            variant="destructive"
            className="w-full"
            disabled={ask.isPending}
            onClick={() =>
              ask.mutate(undefined, {
                onSuccess: () => toast.success(m.deletion_erase_requested(), { description: m.deletion_erase_requested_text({ hours: ERASURE_CONFIRM_HOURS }) }),
                onError: (error) => toast.error(errorMessage(error, m.deletion_erase_failed())),
              })
            }
          >
            {m.deletion_erase_title()}
          </NetworkButton>
        </>
      )}
    </Card>
  );
}
