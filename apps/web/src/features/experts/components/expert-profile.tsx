import { BadgeCheck, CalendarPlus, GraduationCap, Languages } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { isCategory } from "@expertconnect/shared/categories";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { Avatar } from "@/components/ui/avatar.tsx";
import { PageHeader } from "@/components/ui/page-header.tsx";
import { formatRupees } from "@/lib/format.ts";
import { formatDate } from "@/lib/i18n-dates.ts";
import type { Expert } from "../api/get-expert.ts";
import { AvailabilityBadge, experienceLabel, Rating, VerifiedBadge } from "./expert-badges.tsx";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-lg bg-muted p-3 text-center">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="whitespace-nowrap text-base font-semibold">{children}</dd>
    </div>
  );
}

function Section({ title, icon, children }: { title: string; icon?: ReactNode; children: ReactNode }) {
  return (
    <Card className="space-y-2 p-4">
      <h2 className="flex items-center gap-2 font-semibold">
        {icon}
        {title}
      </h2>
      {children}
    </Card>
  );
}

/** A lawyer's enrolment with their State Bar Council (docs/product.md#lawyers-enrolment). */
function Enrolment({ expert }: { expert: Expert }) {
  const { locale } = useLocale();
  return (
    <Section title={m.expert_enrolment_title()} icon={<BadgeCheck className="size-5 text-primary" aria-hidden="true" />}>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{m.expert_enrolment_number()}</dt>
        <dd data-content className="break-words font-medium">{expert.registrationNumber}</dd>
        {expert.registrationCouncil ? (
          <>
            <dt className="text-muted-foreground">{m.expert_bar_council()}</dt>
            <dd data-content className="break-words">{expert.registrationCouncil}</dd>
          </>
        ) : null}
        {expert.enrolledOn ? (
          <>
            <dt className="text-muted-foreground">{m.expert_enrolment_date()}</dt>
            <dd>{formatDate(expert.enrolledOn, locale)}</dd>
          </>
        ) : null}
      </dl>
    </Section>
  );
}

/** Every public field of one expert, and the way to book (docs/product.md#expert-detail). */
export function ExpertProfile({ expert }: { expert: Expert }) {
  useLocale();
  const term = isCategory(expert.category) ? m.term_expert({ category: expert.category }) : expert.category;
  return (
    <div className="space-y-4">
      <Card className="space-y-4 p-4">
        <div className="flex gap-4">
          <Avatar name={expert.name} size="lg" />
          <div className="min-w-0 space-y-1">
            <PageHeader title={expert.name} description={<><span data-content>{expert.specialization}</span> · {term}</>} />
            <div className="-mt-2 flex flex-wrap items-center gap-2">
              {expert.isVerified ? <VerifiedBadge /> : null}
              <AvailabilityBadge available={expert.isAvailable} />
            </div>
          </div>
        </div>
        {/* No rating where LISTING_RULES=strict hides it (lawyers and CAs, docs/product.md#listing-rules). */}
        <dl className={expert.rating === null ? "grid grid-cols-2 gap-2" : "grid grid-cols-3 gap-2"}>
          <Fact label={m.expert_experience()}>{experienceLabel(expert.experienceYears)}</Fact>
          {expert.rating === null ? null : <Fact label={m.expert_rating()}>{expert.rating.toFixed(1)}</Fact>}
          <Fact label={m.expert_fee()}>{formatRupees(expert.consultationFee)}</Fact>
        </dl>
        {expert.rating === null ? null : <Rating rating={expert.rating} reviews={expert.reviewsCount ?? undefined} />}
        {expert.isAvailable ? (
          <Button asChild size="lg" className="w-full">
            <Link to={`/book/${expert.id}`}>
              <CalendarPlus aria-hidden="true" /> {m.expert_book()}
            </Link>
          </Button>
        ) : (
          <div className="space-y-2">
            <Button size="lg" className="w-full" disabled aria-describedby="expert-unavailable">
              <CalendarPlus aria-hidden="true" /> {m.expert_book()}
            </Button>
            <p id="expert-unavailable" className="text-center text-sm text-muted-foreground">
              {m.expert_not_taking()}
            </p>
          </div>
        )}
      </Card>
      <Section title={m.expert_about()}>
        {expert.bio ? <p data-content className="whitespace-pre-line text-sm">{expert.bio}</p> : <p className="text-sm">{m.expert_no_bio()}</p>}
      </Section>
      {expert.category === "medical" && expert.registrationNumber ? (
        <Section title={m.expert_medical_registration()} icon={<BadgeCheck className="size-5 text-primary" aria-hidden="true" />}>
          <dl className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-muted-foreground">{m.expert_registration_no()}</dt>
            <dd data-content className="break-words font-medium">{expert.registrationNumber}</dd>
            {expert.registrationCouncil ? (
              <>
                <dt className="text-muted-foreground">{m.expert_council()}</dt>
                <dd data-content className="break-words">{expert.registrationCouncil}</dd>
              </>
            ) : null}
          </dl>
        </Section>
      ) : null}
      {expert.category === "legal" && expert.registrationNumber ? <Enrolment expert={expert} /> : null}
      <Section title={m.expert_education()} icon={<GraduationCap className="size-5 text-primary" aria-hidden="true" />}>
        {expert.education ? <p data-content className="text-sm">{expert.education}</p> : <p className="text-sm">{m.expert_not_provided()}</p>}
      </Section>
      <Section title={m.expert_languages()} icon={<Languages className="size-5 text-primary" aria-hidden="true" />}>
        {expert.languages.length ? (
          <ul className="flex flex-wrap gap-2">
            {expert.languages.map((language) => (
              <li key={language} className="rounded-full bg-muted px-3 py-1 text-sm">
                {m.expert_language({ language })}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm">{m.expert_not_provided()}</p>
        )}
      </Section>
    </div>
  );
}
