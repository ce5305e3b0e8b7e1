/**
 * A button for an action that needs the server (submit, post, book, save, sign out…). Offline it is
 * disabled and says why just below itself, instead of letting the request fail; it comes back on
 * by itself when the connection does.
 */
import { useId } from "react";
import { OFFLINE_ACTION_MESSAGE, useOnline } from "@/lib/online.ts";
import { Button, type ButtonProps } from "./button.tsx";

export function NetworkButton({ disabled, "aria-describedby": describedBy, ...props }: ButtonProps) {
  const online = useOnline();
  const hintId = useId();
  if (online) return <Button {...props} disabled={disabled} aria-describedby={describedBy} />;
  return (
    <>
      <Button {...props} disabled aria-describedby={describedBy ? `${describedBy} ${hintId}` : hintId} />
      {/* A sibling, so in a wrapping flex row (`flex-wrap`) it takes a line of its own. */}
      <p id={hintId} className="basis-full text-sm text-muted-foreground">
        {OFFLINE_ACTION_MESSAGE}
      </p>
    </>
  );
}
