import { Plus } from "lucide-react";
import { DOUBT_MESSAGES } from "@expertconnect/shared/messages/doubts";
import { lazyDialog } from "@/components/lazy-dialog.tsx";
import { useSession } from "@/lib/session.ts";
import { useGoSignIn } from "@/lib/use-go-sign-in.ts";

// The dialog and its form (Radix, react-hook-form, zod) load when the button is first pressed.
const AskButton = lazyDialog<{ onUnauthenticated: () => void }>(() => import("./ask-doubt-dialog.tsx").then((m) => m.AskDoubtDialog));

/**
 * 'Ask Question' opens the form for a signed-in user. Signed out, it says so with
 * 'Not authenticated' (docs/product.md#doubts-board) and goes to sign-in, which comes back here.
 */
export function AskDoubtButton() {
  const { data: session, isPending } = useSession();
  const signIn = useGoSignIn();
  const goSignIn = () => signIn(DOUBT_MESSAGES.notAuthenticated, { description: DOUBT_MESSAGES.askLoginHint });

  return (
    <AskButton
      opener={
        <>
          <Plus aria-hidden="true" />
          Ask Question
        </>
      }
      button={{ variant: "primary", className: "shrink-0" }}
      // While the session is still being read the dialog opens; a 401 on posting sends to sign-in.
      canOpen={() => {
        if (session || isPending) return true;
        goSignIn();
        return false;
      }}
      onUnauthenticated={goSignIn}
    />
  );
}
