import { GRIEVANCE_MESSAGES as M } from "@expertconnect/shared/messages/grievances";
import { RequireUser } from "@/components/require-user.tsx";
import { PageHeader } from "@/components/ui/page-header.tsx";
import { GrievanceForm } from "@/features/grievances/components/grievance-form.tsx";

export function Component() {
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title={M.title} description={M.intro} />
      <RequireUser title={M.signIn} description={M.signInDescription}>
        {() => <GrievanceForm />}
      </RequireUser>
    </div>
  );
}
