/**
 * Block and Unblock on someone's profile (docs/product.md#blocking), each behind a confirmation
 * dialog that loads on the first press.
 */
import { Ban } from "lucide-react";
import { lazyDialog } from "@/components/lazy-dialog.tsx";
import type { BlockDialogBodyProps } from "./block-dialog-body.tsx";
import { useLocale } from "@/lib/i18n.tsx";
import { m } from "@/paraglide/messages.js";

const BlockDialogButton = lazyDialog<BlockDialogBodyProps>(() => import("./block-dialog-body.tsx").then((mod) => mod.BlockDialogBody));

export function BlockButton({ personId, name, blocked }: { personId: string; name: string; blocked: boolean }) {
  useLocale();
  return (
    <BlockDialogButton
      opener={
        <>
          <Ban aria-hidden="true" />
          {blocked ? m.people_unblock() : m.people_block()}
        </>
      }
      button={{ variant: "outline" }}
      personId={personId}
      name={name}
      blocked={blocked}
    />
  );
}
