/**
 * A button that opens a dialog whose code loads on the first press: the dialog (Radix), its form and
 * its validation (react-hook-form, zod) are about 55 KB a list of bookings need not download until
 * someone cancels, reschedules or reviews. The body gets `open` and `onOpenChange` for a controlled
 * Radix `Dialog` without a trigger of its own; `DialogContent` gives focus back to this button on
 * close through `DialogOpenerContext`, as Radix does for its own trigger.
 */
import { createContext, lazy, Suspense, useRef, useState, type ComponentType, type ReactNode, type RefObject } from "react";
import { Button, type ButtonProps } from "@/components/ui/button.tsx";

/**
 * The button that opened a dialog from outside it: `DialogContent` (ui/dialog.tsx) gives focus back
 * to it when the dialog closes, as Radix does for a dialog's own trigger. Here rather than in
 * dialog.tsx, so the button does not load Radix, and rather than in a module of its own, which would
 * be one more chunk on every page with such a button.
 */
export const DialogOpenerContext = createContext<RefObject<HTMLElement | null> | null>(null);

export interface DialogOpenProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P & DialogOpenProps>>) {
  const Body = lazy(async () => ({ default: await load() }));
  return function LazyDialogButton({
    button,
    opener,
    canOpen,
    ...props
  }: P & {
    button?: Omit<ButtonProps, "onClick" | "children">;
    opener: ReactNode;
    /** asked on each press; false leaves the dialog closed (and unloaded), e.g. to send a visitor to sign in */
    canOpen?: () => boolean;
  }) {
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
            if (canOpen && !canOpen()) return;
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
