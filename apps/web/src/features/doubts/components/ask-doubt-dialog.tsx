/** The Ask Question dialog of `AskDoubtButton`, loaded when the button is first pressed. */
import { Dialog, DialogContent } from "@/components/ui/dialog.tsx";
import type { DialogOpenProps } from "@/components/lazy-dialog.tsx";
import { AskDoubtForm } from "./ask-doubt-form.tsx";
import { useLocale } from "@/lib/i18n.tsx";
import { m } from "@/paraglide/messages.js";

export function AskDoubtDialog({ open, onOpenChange, onUnauthenticated }: DialogOpenProps & { onUnauthenticated: () => void }) {
  useLocale();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={m.doubts_ask_title()} description={m.doubts_ask_text()}>
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
