/** The confirmation of `BlockButton` (block-button.tsx), loaded when its button is first pressed. */
import type { FormEvent } from "react";
import type { DialogOpenProps } from "@/components/lazy-dialog.tsx";
import { Dialog, DialogContent, DialogFormActions } from "@/components/ui/dialog.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { toast } from "@/lib/toast.ts";
import { useBlockPerson } from "../api/block-person.ts";
import { useLocale } from "@/lib/i18n.tsx";
import { m } from "@/paraglide/messages.js";

export interface BlockDialogBodyProps {
  personId: string;
  name: string;
  /** the viewer has blocked them: the dialog unblocks */
  blocked: boolean;
}

export function BlockDialogBody({ open, onOpenChange, personId, name, blocked }: BlockDialogBodyProps & DialogOpenProps) {
  const { mutateAsync, isPending } = useBlockPerson(personId, name);
  useLocale();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await mutateAsync(!blocked);
      onOpenChange(false);
    } catch (error) {
      toast.error(errorMessage(error, m.people_block_failed()));
    }
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !isPending && onOpenChange(next)}>
      <DialogContent
        title={blocked ? m.people_unblock_title({ name }) : m.people_block_title({ name })}
        description={blocked ? m.people_unblock_text() : m.people_block_text()}
      >
        <form method="post" onSubmit={(e) => void submit(e)}>
          <DialogFormActions
            busy={isPending}
            variant={blocked ? "primary" : "destructive"}
            confirmLabel={blocked ? m.people_unblock_confirm() : m.people_block_confirm()}
            busyLabel={m.people_saving()}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
