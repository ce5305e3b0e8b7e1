import { Link } from "react-router";
import { Button } from "@/components/ui/button.tsx";
import { PageHeader } from "@/components/ui/page-header.tsx";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

export function Component() {
  useLocale();
  return (
    <section className="flex flex-col items-center py-16 text-center">
      <p className="text-6xl font-bold text-primary" aria-hidden="true">
        404
      </p>
      <PageHeader title={m.common_not_found()} />
      <p className="mb-6 text-muted-foreground">{m.common_not_found_description()}</p>
      <Button asChild>
        <Link to="/">{m.common_return_home()}</Link>
      </Button>
    </section>
  );
}
