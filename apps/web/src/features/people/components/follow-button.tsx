import { UserCheck, UserPlus } from "lucide-react";
import { Link, useLocation } from "react-router";
import { Button } from "@/components/ui/button.tsx";
import { useFollowPerson } from "../api/follow-person.ts";
import { useLocale } from "@/lib/i18n.tsx";
import { m } from "@/paraglide/messages.js";

interface FollowButtonProps {
  personId: string;
  name: string;
  following: boolean;
  signedIn: boolean;
}

/** Follow and Unfollow, saved on the server; signed out, a link to sign in that comes back here. */
export function FollowButton({ personId, name, following, signedIn }: FollowButtonProps) {
  const { mutate, isPending } = useFollowPerson(personId, name);
  const location = useLocation();
  useLocale();
  if (!signedIn) {
    return (
      <Button asChild variant="outline">
        <Link to={`/auth?redirect=${encodeURIComponent(location.pathname)}`}>{m.people_sign_in_to_follow()}</Link>
      </Button>
    );
  }
  return (
    <Button type="button" variant={following ? "outline" : "primary"} aria-pressed={following} disabled={isPending} onClick={() => mutate(!following)}>
      {following ? <UserCheck aria-hidden="true" /> : <UserPlus aria-hidden="true" />}
      {following ? m.people_unfollow() : m.people_follow()}
    </Button>
  );
}
