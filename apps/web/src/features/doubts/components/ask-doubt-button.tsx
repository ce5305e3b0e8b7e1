import { Plus } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { DOUBT_MESSAGES } from "@expertconnect/shared/messages/doubts";
import { DialogOpenerContext } from "@/components/ui/dialog-opener.ts";
import { Button } from "@/components/ui/button.tsx";
import { useSession } from "@/lib/session.ts";
import { useGoSignIn } from "@/lib/use-go-sign-in.ts";

// The dialog and its form (Radix, react-hook-form, zod) load when the button is first pressed.
const AskDoubtDialog = lazy(() => import("./ask-doubt-dialog.tsx").then((m) => ({ default: m.AskDoubtDialog })));

/**
 * 'Ask Question' opens the form for a signed-in user. Signed out, it says so with
 * 'Not authenticated' (docs/product.md#doubts-board) and goes to sign-in, which comes back here.
 */
export function AskDoubtButton() {
  const { data: session, isPending } = useSession();
  const signIn = useGoSignIn();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);

  const goSignIn = () => {
    setOpen(false);
    signIn(DOUBT_MESSAGES.notAuthenticated, { description: DOUBT_MESSAGES.askLoginHint });
  };

  const onOpenChange = (next: boolean) => {
    // While the session is still being read the dialog opens; a 401 on posting sends to sign-in.
    if (next && !session && !isPending) return goSignIn();
    if (next) setWanted(true);
    setOpen(next);
  };

  return (
    <>
      <Button ref={opener} className="shrink-0" aria-haspopup="dialog" aria-expanded={open} onClick={() => onOpenChange(true)}>
        <Plus aria-hidden="true" />
        Ask Question
      </Button>
      {wanted ? (
        <DialogOpenerContext value={opener}>
          <Suspense fallback={null}>
            <AskDoubtDialog open={open} onOpenChange={onOpenChange} onDone={() => setOpen(false)} onUnauthenticated={goSignIn} />
          </Suspense>
        </DialogOpenerContext>
      ) : null}
    </>
  );
}
