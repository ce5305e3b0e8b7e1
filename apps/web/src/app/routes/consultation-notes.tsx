import { useParams } from "react-router";
import { RequireUser } from "@/components/require-user.tsx";
import { PageHeader } from "@/components/ui/page-header.tsx";
import { NotesEditor } from "@/features/consultation-notes/components/notes-editor.tsx";

export function Component() {
  const { bookingId = "" } = useParams();
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title="Consultation notes" description="A prescription or a summary your client keeps in their Medical Records" />
      <RequireUser description="Sign in to write your consultation notes.">{() => <NotesEditor bookingId={bookingId} />}</RequireUser>
    </div>
  );
}
