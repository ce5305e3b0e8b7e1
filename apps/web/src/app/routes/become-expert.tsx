import { Link } from "react-router";
import { RequireUser } from "@/components/require-user.tsx";
import { Button } from "@/components/ui/button.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { PageHeader } from "@/components/ui/page-header.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { BecomeExpert } from "@/features/expert-application/components/become-expert.tsx";
import { useMe } from "@/lib/use-me.ts";

function AlreadyExpertOr({ userId }: { userId: string }) {
  const me = useMe(userId);
  if (me.isPending) return <Skeleton className="h-64 w-full" aria-label="Loading" />;
  // Demo experts have no application: they are sent to their desk. Applicants see their application's state.
  if (me.data?.isExpert && !me.data.application) {
    return (
      <EmptyState
        title="You are a verified expert"
        description="Set your hours and manage your bookings in Consultation mode."
        action={
          <Button asChild>
            <Link to="/consultation-mode">Go to Consultation mode</Link>
          </Button>
        }
      />
    );
  }
  return <BecomeExpert userId={userId} />;
}

export function Component() {
  return (
    <section className="space-y-4">
      <PageHeader title="Become an expert" description="Apply to offer consultations. An admin checks your registration before you appear in Explore." />
      <RequireUser title="Sign in to apply" description="You need an account to apply as an expert.">
        {(user) => <AlreadyExpertOr userId={user.id} />}
      </RequireUser>
    </section>
  );
}
