import { MessageSquareWarning } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

/** On Help & Support: raise a concern with the Grievance Officer, or read the ones already raised. */
export function ConcernsCard() {
  useLocale();
  return (
    <section aria-labelledby="concerns-heading" className="space-y-3">
      <h2 id="concerns-heading" className="text-lg font-semibold">
        {m.concerns_something_wrong()}
      </h2>
      <Card className="space-y-3 p-4">
        <p className="text-sm text-muted-foreground">{m.concerns_intro()}</p>
        <div className="grid gap-2 sm:grid-cols-2">
          <Button asChild>
            <Link to="/profile/concerns/new">
              <MessageSquareWarning aria-hidden="true" /> {m.concerns_title()}
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/profile/concerns">{m.concerns_list_title()}</Link>
          </Button>
        </div>
      </Card>
    </section>
  );
}
