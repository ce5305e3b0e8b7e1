import { Briefcase } from "lucide-react";
import { Link } from "react-router";
import { Card } from "@/components/ui/card.tsx";
import { Avatar } from "@/components/ui/avatar.tsx";
import { formatRupees } from "@/lib/format.ts";
import type { ExpertListItem } from "../api/get-experts.ts";
import { AvailabilityBadge, experienceLabel, Rating, VerifiedBadge } from "./expert-badges.tsx";

/** One expert on Explore; the whole card opens the expert's page. */
export function ExpertCard({ expert }: { expert: ExpertListItem }) {
  return (
    <Link to={`/expert/${expert.id}`} className="block rounded-xl" aria-label={`${expert.name}, ${expert.specialization}`}>
      <Card className="flex gap-3 p-4 transition-colors hover:border-primary">
        <Avatar name={expert.name} />
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h2 className="min-w-0 font-semibold [overflow-wrap:anywhere]">{expert.name}</h2>
            {expert.isVerified ? <VerifiedBadge /> : null}
          </div>
          <p data-content className="text-sm text-muted-foreground">{expert.specialization}</p>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            {expert.rating === null ? null : <Rating rating={expert.rating} />}
            <span className="inline-flex items-center gap-1 text-muted-foreground">
              <Briefcase className="size-4" aria-hidden="true" />
              {experienceLabel(expert.experienceYears)}
            </span>
          </div>
          <div className="flex items-center justify-between gap-2 pt-1">
            <span className="font-semibold text-primary">{formatRupees(expert.consultationFee)}</span>
            <AvailabilityBadge available={expert.isAvailable} />
          </div>
        </div>
      </Card>
    </Link>
  );
}
