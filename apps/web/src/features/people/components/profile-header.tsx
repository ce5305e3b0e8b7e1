import { BadgeCheck } from "lucide-react";
import { Avatar } from "@/components/ui/avatar.tsx";
import { Badge } from "@/components/ui/badge.tsx";
import { Card } from "@/components/ui/card.tsx";
import { formatCount } from "@/lib/format.ts";
import { useSession } from "@/lib/session.ts";
import type { Person } from "../api/get-person.ts";
import { ReportButton } from "@/components/report-button.tsx";
import { BlockButton } from "./block-button.tsx";
import { FollowButton } from "./follow-button.tsx";
import { useLocale } from "@/lib/i18n.tsx";
import { m } from "@/paraglide/messages.js";

/** The shown name when a person has not filled one in, as on author lines. */
export const personName = (person: Pick<Person, "fullName">) => person.fullName?.trim() || m.people_doctor();

function Count({ value, label, id }: { value: number; label: string; id: string }) {
  return (
    // The figure shows above its label; the label comes first, as a definition list wants.
    <div className="flex flex-col-reverse items-center">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold" data-testid={`count-${id}`}>{formatCount(value)}</dd>
    </div>
  );
}

/** A person's picture, name, specialization, Verified badge for a checked expert, counts and Follow. */
export function ProfileHeader({ person }: { person: Person }) {
  const { data: session } = useSession();
  useLocale();
  const name = personName(person);
  return (
    <Card className="space-y-4 p-4">
      <div className="flex items-center gap-4">
        <Avatar name={name} src={person.avatarUrl} size="lg" />
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-xl font-bold" data-content>
            {name}
          </h1>
          {person.specialization ? <p className="truncate text-sm text-muted-foreground" data-content>
              {person.specialization}
            </p> : null}
          {person.expert?.isVerified ? (
            <Badge tone="primary" className="mt-1">
              <BadgeCheck className="size-3.5" aria-hidden="true" /> {m.people_verified()}
            </Badge>
          ) : null}
        </div>
      </div>
      {person.bio ? <p className="whitespace-pre-wrap break-words text-sm" data-content>
          {person.bio}
        </p> : null}
      <dl className="grid grid-cols-3 gap-2">
        <Count value={person.followersCount} label={m.people_followers()} id="followers" />
        <Count value={person.followingCount} label={m.people_following()} id="following" />
        <Count value={person.postsCount} label={m.people_posts()} id="posts" />
      </dl>
      {person.isMe ? null : (
        <div className="grid gap-2">
          <FollowButton personId={person.id} name={name} following={person.followedByMe} signedIn={Boolean(session)} />
          {session ? (
            <div className="flex flex-wrap justify-end gap-2">
              <BlockButton personId={person.id} name={name} blocked={person.blockedByMe} />
              <ReportButton kind="profile" itemId={person.id} authorId={person.id} label={m.people_report_profile({ name })} />
            </div>
          ) : null}
        </div>
      )}
    </Card>
  );
}
