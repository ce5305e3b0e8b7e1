import { FileText, Upload } from "lucide-react";
import { toast } from "sonner";
import { PROFILE_MESSAGES } from "@expertconnect/shared/schemas/profile";
import { RequireUser } from "@/components/require-user.tsx";
import { Button } from "@/components/ui/button.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { PageHeader } from "@/components/ui/page-header.tsx";

export function Component() {
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title="Medical Records" />
      <RequireUser description="Sign in to see your medical records.">
        {() => (
          <EmptyState
            icon={<FileText />}
            title="No records yet"
            description="Prescriptions, lab reports and scans you upload will be kept here."
            action={
              <Button onClick={() => toast.info(PROFILE_MESSAGES.comingSoon)}>
                <Upload aria-hidden="true" /> Upload Records
              </Button>
            }
          />
        )}
      </RequireUser>
    </div>
  );
}
