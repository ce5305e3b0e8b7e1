/**
 * Block and Unblock on someone's profile (docs/product.md#blocking), each behind a confirmation
 * dialog that loads on the first press.
 */
import { Ban } from "lucide-react";
import { MODERATION_MESSAGES } from "@expertconnect/shared/messages/moderation";
import { lazyDialog } from "@/components/lazy-dialog.tsx";
import type { BlockDialogBodyProps } from "./block-dialog-body.tsx";

const BlockDialogButton = lazyDialog<BlockDialogBodyProps>(() => import("./block-dialog-body.tsx").then((m) => m.BlockDialogBody));

export function BlockButton({ personId, name, blocked }: { personId: string; name: string; blocked: boolean }) {
  return (
    <BlockDialogButton
      opener={
        <>
          <Ban aria-hidden="true" />
          {blocked ? MODERATION_MESSAGES.unblock : MODERATION_MESSAGES.block}
        </>
      }
      button={{ variant: "outline" }}
      personId={personId}
      name={name}
      blocked={blocked}
    />
  );
}
