import { useId, useState } from "react";
import { Link } from "react-router";
import { Card } from "@/components/ui/card.tsx";
import { NetworkButton } from "@/components/ui/network-button.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { toast } from "@/lib/toast.ts";
import { useAcceptNotice } from "../api/accept-notice.ts";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

/** The request to agree again to a changed privacy notice (notice-update.tsx shows it when needed). */
export function AskAgain({ userId }: { userId: string }) {
  useLocale();
  const id = useId();
  const [adult, setAdult] = useState(false);
  const accept = useAcceptNotice(userId);
  return (
    <Card role="region" aria-labelledby={`${id}-title`} className="mb-4 space-y-3 p-4">
      <h2 id={`${id}-title`} className="font-semibold">
        {m.privacy_notice_updated()}
      </h2>
      <p className="text-sm">
        {m.privacy_notice_updated_text()}{" "}
        <Link to="/privacy-notice" className="text-primary underline underline-offset-2">
          {m.privacy_read_notice()}
        </Link>
      </p>
      <label className="flex min-h-11 items-center gap-3 text-sm">
        <input type="checkbox" className="size-5 accent-primary" checked={adult} onChange={(e) => setAdult(e.target.checked)} />
        {m.privacy_adult()}
      </label>
      <NetworkButton
        type="button"
        disabled={accept.isPending}
        onClick={() => {
          if (!adult) {
            toast.error(m.privacy_adult_required());
            return;
          }
          accept.mutate(undefined, {
            onSuccess: () => toast.success(m.privacy_notice_accepted()),
            onError: (error) => toast.error(errorMessage(error, m.privacy_save_failed())),
          });
        }}
      >
        {m.privacy_agree()}
      </NetworkButton>
    </Card>
  );
}

