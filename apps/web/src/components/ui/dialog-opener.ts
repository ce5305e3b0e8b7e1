import { createContext, type RefObject } from "react";

/**
 * The button that opened a dialog from outside it (components/lazy-dialog.tsx): `DialogContent`
 * gives focus back to it when the dialog closes, as Radix does for a dialog's own trigger. Apart
 * from dialog.tsx, so the button does not load Radix.
 */
export const DialogOpenerContext = createContext<RefObject<HTMLElement | null> | null>(null);
