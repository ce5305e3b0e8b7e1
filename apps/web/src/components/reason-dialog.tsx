/**
 * A confirmation dialog that asks for a reason: rejecting an application, suspending an expert,
 * declining or cancelling a booking. `required` uses the shared schema's message ("Please give a
 * reason"); the dialog stays open until `onConfirm` resolves, and closes on success. The dialog
 * itself (reason-dialog-body.tsx) loads when the button is first pressed.
 */
import type { ReactNode } from "react";
import type { ButtonProps } from "@/components/ui/button.tsx";
import { lazyDialog } from "./lazy-dialog.tsx";
import type { ReasonDialogBodyProps } from "./reason-dialog-body.tsx";

interface ReasonDialogProps extends ReasonDialogBodyProps {
  /** the button that opens the dialog */
  trigger: ReactNode;
  triggerVariant?: ButtonProps["variant"];
  triggerClassName?: string;
  disabled?: boolean;
}

const ReasonDialogButton = lazyDialog<ReasonDialogBodyProps>(() => import("./reason-dialog-body.tsx").then((mod) => mod.ReasonDialogBody));

export function ReasonDialog({ trigger, triggerVariant = "outline", triggerClassName, disabled, ...body }: ReasonDialogProps) {
  return <ReasonDialogButton opener={trigger} button={{ variant: triggerVariant, className: triggerClassName, disabled }} {...body} />;
}
