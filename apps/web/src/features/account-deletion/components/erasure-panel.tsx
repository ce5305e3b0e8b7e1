import { CalendarClock, UserX } from "lucide-react";
import { ERASURE_MESSAGES as M, upcomingAtErasureText } from "@expertconnect/shared/messages/erasure";
import { ErrorRetry } from "@/components/error-retry.tsx";
import { Card } from "@/components/ui/card.tsx";
import { NetworkButton } from "@/components/ui/network-button.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { formatBookingDate, formatBookingTime } from "@/lib/format.ts";
import { toast } from "@/lib/toast.ts";
import { useAskErasure, useCancelErasure, useErasure } from "../api/erasure.ts";

const when = (iso: string) => `${formatBookingDate(iso)}, ${formatBookingTime(iso)}`;

/** The cancel button of a waiting or scheduled erasure. */
export function CancelErasureButton() {
  const cancel = useCancelErasure();
  return (
    <NetworkButton
      variant="outline"
      disabled={cancel.isPending}
      onClick={() =>
        cancel.mutate(undefined, { onSuccess: () => toast.success(M.cancelled), onError: (error) => toast.error(errorMessage(error, M.failed)) })
      }
    >
      {M.cancel}
    </NetworkButton>
  );
}

/** When the scheduled erasure runs, and how to stop it. */
export function ScheduledErasure({ scheduledFor }: { scheduledFor: string }) {
  return (
    <div role="status" className="space-y-3">
      <p className="flex items-start gap-2 font-medium">
        <CalendarClock className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
        <span>
          {M.scheduled} {when(scheduledFor)}.
        </span>
      </p>
      <p className="text-sm text-muted-foreground">{M.scheduledHint}</p>
      <CancelErasureButton />
    </div>
  );
}

/**
 * A signed-in person's own deletion (docs/product.md#erasure): ask, and see it waiting for the
 * e-mailed confirmation or scheduled, with a way to cancel.
 */
export function ErasurePanel({ userId }: { userId: string }) {
  const query = useErasure(userId);
  const ask = useAskErasure();
  if (query.isPending) return <Skeleton shape="panel" className="h-40 w-full" />;
  if (query.error) return <ErrorRetry title={M.failed} message={errorMessage(query.error, "Please check your connection and try again.")} onRetry={() => query.refetch()} />;
  const request = query.data.request;
  // What the deletion does to bookings still to come, said before asking and while it waits.
  const bookings = request?.status === "erasing" ? null : upcomingAtErasureText(query.data.upcoming);
  return (
    <Card className="space-y-3 p-5">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <UserX className="size-5 text-destructive" aria-hidden="true" />
        {M.title}
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
          <p className="text-sm">{M.awaiting}</p>
          <CancelErasureButton />
        </div>
      ) : request?.status === "erasing" ? null : (
        <>
          <p className="text-sm text-muted-foreground">{M.intro}</p>
          <NetworkButton
            variant="destructive"
            className="w-full"
            disabled={ask.isPending}
            onClick={() =>
              ask.mutate(undefined, {
                onSuccess: () => toast.success(M.requested, { description: M.requestedDescription }),
                onError: (error) => toast.error(errorMessage(error, M.failed)),
              })
            }
          >
            {M.request}
          </NetworkButton>
        </>
      )}
    </Card>
  );
}
