import { useId, useState } from "react";
import { Link } from "react-router";
import { PRIVACY_MESSAGES as M } from "@expertconnect/shared/messages/privacy";
import { Card } from "@/components/ui/card.tsx";
import { NetworkButton } from "@/components/ui/network-button.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { toast } from "@/lib/toast.ts";
import { useAcceptNotice } from "../api/accept-notice.ts";

/** The request to agree again to a changed privacy notice (notice-update.tsx shows it when needed). */
export function AskAgain({ userId }: { userId: string }) {
  const id = useId();
  const [adult, setAdult] = useState(false);
  const accept = useAcceptNotice(userId);
  return (
    <Card role="region" aria-labelledby={`${id}-title`} className="mb-4 space-y-3 p-4">
      <h2 id={`${id}-title`} className="font-semibold">
        {M.noticeUpdatedTitle}
      </h2>
      <p className="text-sm">
        {M.noticeUpdatedBody}{" "}
        <Link to="/privacy-notice" className="text-primary underline underline-offset-2">
          Read the privacy notice
        </Link>
      </p>
      <label className="flex min-h-11 items-center gap-3 text-sm">
        <input type="checkbox" className="size-5 accent-primary" checked={adult} onChange={(e) => setAdult(e.target.checked)} />
        {M.adultLabel}
      </label>
      <NetworkButton
        type="button"
        disabled={accept.isPending}
        onClick={() => {
          if (!adult) {
            toast.error(M.adultRequired);
            return;
          }
          accept.mutate(undefined, {
            onSuccess: () => toast.success(M.noticeAccepted),
            onError: (error) => toast.error(errorMessage(error, M.saveFailed)),
          });
        }}
      >
        I agree
      </NetworkButton>
    </Card>
  );
}

