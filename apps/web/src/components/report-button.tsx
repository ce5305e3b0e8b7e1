/**
 * "Report" on a post, video, comment, doubt, answer or profile (docs/product.md#reports). The dialog
 * (reason, optional details) loads on the first press; signed out, the button is not shown.
 */
import { Flag } from "lucide-react";
import type { ReportKind } from "@expertconnect/shared/messages/moderation";
import { useSession } from "@/lib/session.ts";
import { lazyDialog } from "./lazy-dialog.tsx";
import type { ReportDialogBodyProps } from "./report-dialog-body.tsx";
import { useLocale } from "@/lib/i18n.tsx";
import { m } from "@/paraglide/messages.js";

const ReportDialogButton = lazyDialog<ReportDialogBodyProps>(() => import("./report-dialog-body.tsx").then((mod) => mod.ReportDialogBody));

/** Shown to a signed-in person who is not the item's author. */
export function ReportButton({ kind, itemId, authorId, label }: { kind: ReportKind; itemId: string; authorId: string; label?: string }) {
  const { data: session } = useSession();
  useLocale();
  if (!session || session.user.id === authorId) return null;
  return (
    <ReportDialogButton
      opener={
        <>
          <Flag aria-hidden="true" className="size-4" />
          {m.report_report()}
        </>
      }
      button={{ variant: "ghost", size: "sm", "aria-label": label ?? m.report_title({ kind }) }}
      kind={kind}
      itemId={itemId}
    />
  );
}
