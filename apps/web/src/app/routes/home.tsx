import { ArrowRight, Network, Stethoscope } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { PageHeader } from "@/components/ui/page-header.tsx";
import { VerifiedNotice } from "@/features/auth/components/verified-notice.tsx";
import { QuickActions } from "@/features/dashboard/components/quick-actions.tsx";
import { StatsRow } from "@/features/dashboard/components/stats-row.tsx";
import { useCategory } from "@/lib/category.tsx";
import { useLocale } from "@/lib/i18n.tsx";
import { m } from "@/paraglide/messages.js";

export function Component() {
  const { category } = useCategory();
  useLocale();
  return (
    <div className="space-y-5">
      <VerifiedNotice />
      <section className="rounded-2xl bg-primary p-5 text-primary-foreground">
        <PageHeader title={m.home_title()} />
        <p className="-mt-2 mb-4 text-sm">{m.home_intro({ sessions: m.term_own_sessions({ category }) })}</p>
        <Button asChild variant="secondary">
          <Link to="/explore">
            {m.home_explore_network()} <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </section>

      <Link to="/consultation-mode" className="block">
        <Card className="flex items-center gap-3 p-4 hover:border-primary">
          <Stethoscope className="size-8 shrink-0 text-primary" aria-hidden="true" />
          <div className="flex-1">
            <p className="font-semibold">{m.home_consultation_mode()}</p>
            <p className="text-sm text-muted-foreground">{m.home_consultation_mode_text({ sessions: m.term_todays_sessions({ category }), persons: m.term_persons_oblique({ category }) })}</p>
          </div>
          <ArrowRight className="size-5 text-muted-foreground" aria-hidden="true" />
        </Card>
      </Link>

      <QuickActions />

      <Link to="/explore" className="block">
        <Card tone="soft" className="flex items-center gap-3 p-4">
          <Network className="size-8 shrink-0" aria-hidden="true" />
          <div>
            <p className="font-semibold">{m.home_network()}</p>
            <p className="text-sm">{m.home_network_text({ experts: m.term_experts_oblique({ category }) })}</p>
          </div>
        </Card>
      </Link>

      <StatsRow />
    </div>
  );
}
