import { ArrowRight, Network, Stethoscope } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { PageHeader } from "@/components/ui/page-header.tsx";
import { VerifiedNotice } from "@/features/auth/components/verified-notice.tsx";
import { QuickActions } from "@/features/dashboard/components/quick-actions.tsx";
import { StatsRow } from "@/features/dashboard/components/stats-row.tsx";
import { useCategory } from "@/lib/category.tsx";

export function Component() {
  const { config } = useCategory();
  return (
    <div className="space-y-5">
      <VerifiedNotice />
      <section className="rounded-2xl bg-primary p-5 text-primary-foreground">
        <PageHeader title="Professional Dashboard" />
        <p className="-mt-2 mb-4 text-sm">
          Manage your {config.sessionTerm.toLowerCase()}s, share knowledge and grow your network.
        </p>
        <Button asChild variant="secondary">
          <Link to="/explore">
            Explore Network <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </section>

      <Link to="/consultation-mode" className="block">
        <Card className="flex items-center gap-3 p-4 hover:border-primary">
          <Stethoscope className="size-8 shrink-0 text-primary" aria-hidden="true" />
          <div className="flex-1">
            <p className="font-semibold">Consultation Mode</p>
            <p className="text-sm text-muted-foreground">
              Appointments and today's {config.sessionTerm.toLowerCase()}s with your {config.personTerm.toLowerCase()}s
            </p>
          </div>
          <ArrowRight className="size-5 text-muted-foreground" aria-hidden="true" />
        </Card>
      </Link>

      <QuickActions />

      <Link to="/explore" className="block">
        <Card tone="soft" className="flex items-center gap-3 p-4">
          <Network className="size-8 shrink-0" aria-hidden="true" />
          <div>
            <p className="font-semibold">Professional Network</p>
            <p className="text-sm">Find and connect with verified {config.expertPlural.toLowerCase()}</p>
          </div>
        </Card>
      </Link>

      <StatsRow />
    </div>
  );
}
