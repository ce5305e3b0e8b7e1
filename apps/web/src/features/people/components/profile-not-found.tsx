import { UserX } from "lucide-react";
import { Link } from "react-router";
import { FOLLOW_MESSAGES } from "@expertconnect/shared/messages/follows";
import { Button } from "@/components/ui/button.tsx";

/** An address whose person does not exist (never did, or deleted their account). */
export function ProfileNotFound() {
  return (
    <section className="flex flex-col items-center gap-3 py-16 text-center">
      <UserX className="size-12 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-xl font-bold">{FOLLOW_MESSAGES.notFoundTitle}</h1>
      <p className="text-muted-foreground">{FOLLOW_MESSAGES.notFoundDescription}</p>
      <Button asChild>
        <Link to="/feed">Back to Feed</Link>
      </Button>
    </section>
  );
}
