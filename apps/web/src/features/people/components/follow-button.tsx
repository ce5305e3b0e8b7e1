import { UserCheck, UserPlus } from "lucide-react";
import { Link, useLocation } from "react-router";
import { FOLLOW_MESSAGES } from "@expertconnect/shared/messages/follows";
import { Button } from "@/components/ui/button.tsx";
import { useFollowPerson } from "../api/follow-person.ts";

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
  if (!signedIn) {
    return (
      <Button asChild variant="outline">
        <Link to={`/auth?redirect=${encodeURIComponent(location.pathname)}`}>{FOLLOW_MESSAGES.signInToFollow}</Link>
      </Button>
    );
  }
  return (
    <Button type="button" variant={following ? "outline" : "primary"} aria-pressed={following} disabled={isPending} onClick={() => mutate(!following)}>
      {following ? <UserCheck aria-hidden="true" /> : <UserPlus aria-hidden="true" />}
      {following ? "Unfollow" : "Follow"}
    </Button>
  );
}
