/** The confirmation of `BlockButton` (block-button.tsx), loaded when its button is first pressed. */
import type { FormEvent } from "react";
import { MODERATION_MESSAGES } from "@expertconnect/shared/messages/moderation";
import type { DialogOpenProps } from "@/components/lazy-dialog.tsx";
import { Dialog, DialogContent, DialogFormActions } from "@/components/ui/dialog.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { toast } from "@/lib/toast.ts";
import { useBlockPerson } from "../api/block-person.ts";

export interface BlockDialogBodyProps {
  personId: string;
  name: string;
  /** the viewer has blocked them: the dialog unblocks */
  blocked: boolean;
}

export function BlockDialogBody({ open, onOpenChange, personId, name, blocked }: BlockDialogBodyProps & DialogOpenProps) {
  const { mutateAsync, isPending } = useBlockPerson(personId, name);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await mutateAsync(!blocked);
      onOpenChange(false);
    } catch (error) {
      toast.error(errorMessage(error, MODERATION_MESSAGES.blockFailed));
    }
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !isPending && onOpenChange(next)}>
      <DialogContent
        title={blocked ? MODERATION_MESSAGES.unblockTitle(name) : MODERATION_MESSAGES.blockTitle(name)}
        description={blocked ? MODERATION_MESSAGES.unblockDescription : MODERATION_MESSAGES.blockDescription}
      >
        <form method="post" onSubmit={(e) => void submit(e)}>
          <DialogFormActions
            busy={isPending}
            variant={blocked ? "primary" : "destructive"}
            confirmLabel={blocked ? MODERATION_MESSAGES.unblockConfirm : MODERATION_MESSAGES.blockConfirm}
            busyLabel="Saving..."
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
