import { UserX } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button.tsx";
import { PageHeader } from "@/components/ui/page-header.tsx";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

/** A missing expert says so and offers the way back (docs/product.md#expert-detail). */
export function ExpertNotFound() {
  useLocale();
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-10 text-center">
      <UserX className="size-10 text-muted-foreground" aria-hidden="true" />
      <PageHeader title={m.expert_not_found()} description={m.expert_not_found_hint()} />
      <Button asChild>
        <Link to="/explore">{m.expert_back_to_explore()}</Link>
      </Button>
    </div>
  );
}
