import { Plus } from "lucide-react";
import { lazyDialog } from "@/components/lazy-dialog.tsx";
import { useSession } from "@/lib/session.ts";
import { useGoSignIn } from "@/lib/use-go-sign-in.ts";
import { useLocale } from "@/lib/i18n.tsx";
import { m } from "@/paraglide/messages.js";

// The dialog and its form (Radix, react-hook-form, zod) load when the button is first pressed.
const AskButton = lazyDialog<{ onUnauthenticated: () => void }>(() => import("./ask-doubt-dialog.tsx").then((mod) => mod.AskDoubtDialog));

/**
 * 'Ask Question' opens the form for a signed-in user. Signed out, it says so with
 * 'Not authenticated' (docs/product.md#doubts-board) and goes to sign-in, which comes back here.
 */
export function AskDoubtButton() {
  const { data: session, isPending } = useSession();
  const signIn = useGoSignIn();
  useLocale();
  const goSignIn = () => signIn(m.doubts_not_authenticated(), { description: m.doubts_ask_login_hint() });

  return (
    <AskButton
      opener={
        <>
          <Plus aria-hidden="true" />
          {m.doubts_ask()}
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
