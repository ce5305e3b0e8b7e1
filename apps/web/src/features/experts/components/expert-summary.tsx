import { Card } from "@/components/ui/card.tsx";
import { Avatar } from "@/components/ui/avatar.tsx";
import { formatRupees } from "@/lib/format.ts";
import type { Expert } from "../api/get-expert.ts";
import { VerifiedBadge } from "./expert-badges.tsx";
import { isCategory } from "@expertconnect/shared/categories";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

/** Who is being booked, and for how much (Book Appointment's header card). */
export function ExpertSummary({ expert }: { expert: Expert }) {
  useLocale();
  return (
    <Card className="flex items-center gap-3 p-4">
      <Avatar name={expert.name} />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-semibold">
          {expert.name} {expert.isVerified ? <VerifiedBadge /> : null}
        </p>
        <p data-content className="text-sm text-muted-foreground">{expert.specialization}</p>
      </div>
      <div className="text-right">
        <p className="font-semibold text-primary">{formatRupees(expert.consultationFee)}</p>
        <p className="text-xs text-muted-foreground">{m.expert_per_session({ category: isCategory(expert.category) ? expert.category : "medical" })}</p>
      </div>
    </Card>
  );
}
