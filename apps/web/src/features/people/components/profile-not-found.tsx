import { UserX } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button.tsx";
import { useLocale } from "@/lib/i18n.tsx";
import { m } from "@/paraglide/messages.js";

/** An address whose person does not exist (never did, or deleted their account). */
export function ProfileNotFound() {
  useLocale();
  return (
    <section className="flex flex-col items-center gap-3 py-16 text-center">
      <UserX className="size-12 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-xl font-bold">{m.people_not_found()}</h1>
      <p className="text-muted-foreground">{m.people_not_found_text()}</p>
      <Button asChild>
        <Link to="/feed">{m.people_back()}</Link>
      </Button>
    </section>
  );
}
