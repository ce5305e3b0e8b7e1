import { MessageSquareWarning } from "lucide-react";
import { Link } from "react-router";
import { GRIEVANCE_MESSAGES as M } from "@expertconnect/shared/messages/grievances";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";

/** On Help & Support: raise a concern with the Grievance Officer, or read the ones already raised. */
export function ConcernsCard() {
  return (
    <section aria-labelledby="concerns-heading" className="space-y-3">
      <h2 id="concerns-heading" className="text-lg font-semibold">
        Something went wrong?
      </h2>
      <Card className="space-y-3 p-4">
        <p className="text-sm text-muted-foreground">{M.intro}</p>
        <div className="grid gap-2 sm:grid-cols-2">
          <Button asChild>
            <Link to="/profile/concerns/new">
              <MessageSquareWarning aria-hidden="true" /> {M.title}
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/profile/concerns">{M.listTitle}</Link>
          </Button>
        </div>
      </Card>
    </section>
  );
}
