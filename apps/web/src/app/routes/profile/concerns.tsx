import { GRIEVANCE_MESSAGES as M } from "@expertconnect/shared/messages/grievances";
import { RequireUser } from "@/components/require-user.tsx";
import { PageHeader } from "@/components/ui/page-header.tsx";
import { MyGrievances } from "@/features/grievances/components/my-grievances.tsx";

export function Component() {
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title={M.listTitle} description={M.listIntro} />
      <RequireUser title={M.signIn} description={M.signInDescription}>
        {() => <MyGrievances />}
      </RequireUser>
    </div>
  );
}
