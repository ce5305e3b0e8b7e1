import { Link } from "react-router";
import { Button } from "@/components/ui/button.tsx";
import { PageHeader } from "@/components/ui/page-header.tsx";

export function Component() {
  return (
    <section className="flex flex-col items-center py-16 text-center">
      <p className="text-6xl font-bold text-primary" aria-hidden="true">
        404
      </p>
      <PageHeader title="Oops! Page not found" />
      <p className="mb-6 text-muted-foreground">The page you are looking for does not exist or has moved.</p>
      <Button asChild>
        <Link to="/">Return to Home</Link>
      </Button>
    </section>
  );
}
