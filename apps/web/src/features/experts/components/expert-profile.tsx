import { BadgeCheck, CalendarPlus, GraduationCap, Languages } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { CATEGORY_CONFIG, isCategory } from "@expertconnect/shared/categories";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { Avatar } from "@/components/ui/avatar.tsx";
import { PageHeader } from "@/components/ui/page-header.tsx";
import { formatBookingDate, formatRupees } from "@/lib/format.ts";
import { LISTING_MESSAGES } from "@expertconnect/shared/messages/listing-rules";
import type { Expert } from "../api/get-expert.ts";
import { AvailabilityBadge, experienceLabel, Rating, VerifiedBadge } from "./expert-badges.tsx";

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
  const M = LISTING_MESSAGES;
  return (
    <Section title={M.enrolmentTitle} icon={<BadgeCheck className="size-5 text-primary" aria-hidden="true" />}>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{M.enrolmentNumber}</dt>
        <dd className="break-words font-medium">{expert.registrationNumber}</dd>
        {expert.registrationCouncil ? (
          <>
            <dt className="text-muted-foreground">{M.barCouncil}</dt>
            <dd className="break-words">{expert.registrationCouncil}</dd>
          </>
        ) : null}
        {expert.enrolledOn ? (
          <>
            <dt className="text-muted-foreground">{M.enrolmentDate}</dt>
            <dd>{formatBookingDate(expert.enrolledOn)}</dd>
          </>
        ) : null}
      </dl>
    </Section>
  );
}

/** Every public field of one expert, and the way to book (docs/product.md#expert-detail). */
export function ExpertProfile({ expert }: { expert: Expert }) {
  const term = isCategory(expert.category) ? CATEGORY_CONFIG[expert.category].expertTerm : expert.category;
  return (
    <div className="space-y-4">
      <Card className="space-y-4 p-4">
        <div className="flex gap-4">
          <Avatar name={expert.name} size="lg" />
          <div className="min-w-0 space-y-1">
            <PageHeader title={expert.name} description={`${expert.specialization} · ${term}`} />
            <div className="-mt-2 flex flex-wrap items-center gap-2">
              {expert.isVerified ? <VerifiedBadge /> : null}
              <AvailabilityBadge available={expert.isAvailable} />
            </div>
          </div>
        </div>
        {/* No rating where LISTING_RULES=strict hides it (lawyers and CAs, docs/product.md#listing-rules). */}
        <dl className={expert.rating === null ? "grid grid-cols-2 gap-2" : "grid grid-cols-3 gap-2"}>
          <Fact label="Experience">{experienceLabel(expert.experienceYears)}</Fact>
          {expert.rating === null ? null : <Fact label="Rating">{expert.rating.toFixed(1)}</Fact>}
          <Fact label="Fee">{formatRupees(expert.consultationFee)}</Fact>
        </dl>
        {expert.rating === null ? null : <Rating rating={expert.rating} reviews={expert.reviewsCount ?? undefined} />}
        {expert.isAvailable ? (
          <Button asChild size="lg" className="w-full">
            <Link to={`/book/${expert.id}`}>
              <CalendarPlus aria-hidden="true" /> Book Appointment
            </Link>
          </Button>
        ) : (
          <div className="space-y-2">
            <Button size="lg" className="w-full" disabled aria-describedby="expert-unavailable">
              <CalendarPlus aria-hidden="true" /> Book Appointment
            </Button>
            <p id="expert-unavailable" className="text-center text-sm text-muted-foreground">
              This expert is not taking bookings right now.
            </p>
          </div>
        )}
      </Card>
      <Section title="About">
        <p className="whitespace-pre-line text-sm">{expert.bio || "No bio yet."}</p>
      </Section>
      {expert.category === "medical" && expert.registrationNumber ? (
        <Section title="Medical registration" icon={<BadgeCheck className="size-5 text-primary" aria-hidden="true" />}>
          <dl className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-muted-foreground">Registration No.</dt>
            <dd className="break-words font-medium">{expert.registrationNumber}</dd>
            {expert.registrationCouncil ? (
              <>
                <dt className="text-muted-foreground">Council</dt>
                <dd className="break-words">{expert.registrationCouncil}</dd>
              </>
            ) : null}
          </dl>
        </Section>
      ) : null}
      {expert.category === "legal" && expert.registrationNumber ? <Enrolment expert={expert} /> : null}
      <Section title="Education" icon={<GraduationCap className="size-5 text-primary" aria-hidden="true" />}>
        <p className="text-sm">{expert.education || "Not provided."}</p>
      </Section>
      <Section title="Languages" icon={<Languages className="size-5 text-primary" aria-hidden="true" />}>
        {expert.languages.length ? (
          <ul className="flex flex-wrap gap-2">
            {expert.languages.map((language) => (
              <li key={language} className="rounded-full bg-muted px-3 py-1 text-sm">
                {language}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm">Not provided.</p>
        )}
      </Section>
    </div>
  );
}
