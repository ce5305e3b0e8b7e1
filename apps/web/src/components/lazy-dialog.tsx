/**
 * A button that opens a dialog whose code loads on the first press: the dialog (Radix), its form and
 * its validation (react-hook-form, zod) are about 55 KB a list of bookings need not download until
 * someone cancels, reschedules or reviews. The body gets `open` and `onOpenChange` for a controlled
 * Radix `Dialog` without a trigger of its own; `DialogContent` gives focus back to this button on
 * close through `DialogOpenerContext`, as Radix does for its own trigger.
 */
import { lazy, Suspense, useRef, useState, type ComponentType, type ReactNode } from "react";
import { Button, type ButtonProps } from "@/components/ui/button.tsx";
import { DialogOpenerContext } from "@/components/ui/dialog-opener.ts";

export interface DialogOpenProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P & DialogOpenProps>>) {
  const Body = lazy(async () => ({ default: await load() }));
  return function LazyDialogButton({ button, opener, ...props }: P & { button?: Omit<ButtonProps, "onClick" | "children">; opener: ReactNode }) {
    const [open, setOpen] = useState(false);
    const [wanted, setWanted] = useState(false);
    const openerRef = useRef<HTMLButtonElement>(null);
    return (
      <>
        <Button
          ref={openerRef}
          variant="outline"
          {...button}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => {
            setWanted(true);
            setOpen(true);
          }}
        >
          {opener}
        </Button>
        {wanted ? (
          <DialogOpenerContext value={openerRef}>
            <Suspense fallback={null}>
              <Body {...(props as unknown as P)} open={open} onOpenChange={setOpen} />
            </Suspense>
          </DialogOpenerContext>
        ) : null}
      </>
    );
  };
}
