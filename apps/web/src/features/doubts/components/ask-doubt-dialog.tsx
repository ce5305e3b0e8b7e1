/** The Ask Question dialog of `AskDoubtButton`, loaded when the button is first pressed. */
import { Dialog, DialogContent } from "@/components/ui/dialog.tsx";
import type { DialogOpenProps } from "@/components/lazy-dialog.tsx";
import { AskDoubtForm } from "./ask-doubt-form.tsx";

export function AskDoubtDialog({ open, onOpenChange, onUnauthenticated }: DialogOpenProps & { onUnauthenticated: () => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Ask a Question" description="Get answers from fellow doctors.">
        <AskDoubtForm
          onDone={() => onOpenChange(false)}
          onUnauthenticated={() => {
            onOpenChange(false);
            onUnauthenticated();
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
