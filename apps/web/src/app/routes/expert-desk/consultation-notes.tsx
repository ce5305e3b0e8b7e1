import { useLocation, useParams } from "react-router";
import { RequireUser } from "@/components/require-user.tsx";
import { PageHeader } from "@/components/ui/page-header.tsx";
import { NotesEditor } from "@/features/consultation-notes/components/notes-editor.tsx";

/** Where the desk's link asked to come back to after saving; only a place on the desk. */
function backFrom(state: unknown): string | undefined {
  const back = (state as { back?: unknown } | null)?.back;
  return typeof back === "string" && /^\/consultation-mode(?:[/?]|$)/.test(back) ? back : undefined;
}

export function Component() {
  const { bookingId = "" } = useParams();
  const backTo = backFrom(useLocation().state);
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title="Consultation notes" description="A prescription or a summary your client keeps in their Medical Records" />
      <RequireUser description="Sign in to write your consultation notes.">{() => <NotesEditor bookingId={bookingId} backTo={backTo} />}</RequireUser>
    </div>
  );
}
