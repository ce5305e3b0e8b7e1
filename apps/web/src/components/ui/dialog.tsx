import { Dialog as DialogPrimitive } from "radix-ui";
import { X } from "lucide-react";
import { useContext, type ComponentProps, type ReactNode } from "react";
import { DialogOpenerContext } from "@/components/lazy-dialog.tsx";
import { cn } from "@/lib/cn.ts";
import { Button, type ButtonProps } from "./button.tsx";
import { NetworkButton } from "./network-button.tsx";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/** A modal that traps focus, closes on Escape and returns focus to its trigger (Radix). */
export function DialogContent({
  title,
  description,
  className,
  children,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { title: string; description?: ReactNode }) {
  useLocale();
  // Opened by a button outside the dialog (lazy-dialog.tsx): focus goes back to it, as to a trigger.
  const opener = useContext(DialogOpenerContext);
  const returnFocus = opener
    ? {
        onCloseAutoFocus: (event: Event) => {
          event.preventDefault();
          opener.current?.focus();
        },
      }
    : {};
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
      <DialogPrimitive.Content
        className={cn(
          "fixed left-1/2 top-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border bg-card p-5 text-card-foreground shadow-lg",
          className,
        )}
        {...(description ? {} : { "aria-describedby": undefined })}
        {...returnFocus}
        {...props}
      >
        <div className="mb-4 flex items-start justify-between gap-4">
          <div>
            <DialogPrimitive.Title className="text-lg font-semibold">{title}</DialogPrimitive.Title>
            {description ? (
              <DialogPrimitive.Description className="text-sm text-muted-foreground">{description}</DialogPrimitive.Description>
            ) : null}
          </div>
          <DialogPrimitive.Close className="-m-2 inline-flex size-11 items-center justify-center rounded-lg hover:bg-muted" aria-label={m.common_close()}>
            <X className="size-5" aria-hidden="true" />
          </DialogPrimitive.Close>
        </div>
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/**
 * The buttons under a dialog's form: "Keep it" closes without doing anything, the submit button
 * does what the dialog asks and says so while it is busy. Neither can be pressed while busy.
 */
export function DialogFormActions({
  busy,
  confirmLabel,
  busyLabel,
  variant,
  disabled,
}: {
  busy: boolean;
  confirmLabel: string;
  busyLabel: string;
  variant?: ButtonProps["variant"];
  /** the submit button only, e.g. until the form is complete */
  disabled?: boolean;
}) {
  useLocale();
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <DialogClose asChild>
        <Button variant="outline" disabled={busy}>
          {m.common_keep_it()}
        </Button>
      </DialogClose>
      <NetworkButton type="submit" variant={variant} disabled={busy || disabled}>
        {busy ? busyLabel : confirmLabel}
      </NetworkButton>
    </div>
  );
}
