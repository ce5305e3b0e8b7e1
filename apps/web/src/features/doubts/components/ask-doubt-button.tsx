import { Plus } from "lucide-react";
import { useState } from "react";
import { DOUBT_MESSAGES } from "@expertconnect/shared/messages/doubts";
import { Button } from "@/components/ui/button.tsx";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog.tsx";
import { useSession } from "@/lib/session.ts";
import { useGoSignIn } from "@/lib/use-go-sign-in.ts";
import { AskDoubtForm } from "./ask-doubt-form.tsx";

/**
 * 'Ask Question' opens the form for a signed-in user. Signed out, it says so with
 * 'Not authenticated' (docs/product.md#doubts-board) and goes to sign-in, which comes back here.
 */
export function AskDoubtButton() {
  const { data: session, isPending } = useSession();
  const signIn = useGoSignIn();
  const [open, setOpen] = useState(false);

  const goSignIn = () => {
    setOpen(false);
    signIn(DOUBT_MESSAGES.notAuthenticated, { description: DOUBT_MESSAGES.askLoginHint });
  };

  const onOpenChange = (next: boolean) => {
    // While the session is still being read the dialog opens; a 401 on posting sends to sign-in.
    if (next && !session && !isPending) return goSignIn();
    setOpen(next);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button className="shrink-0">
          <Plus aria-hidden="true" />
          Ask Question
        </Button>
      </DialogTrigger>
      <DialogContent title="Ask a Question" description="Get answers from fellow doctors.">
        <AskDoubtForm onDone={() => setOpen(false)} onUnauthenticated={goSignIn} />
      </DialogContent>
    </Dialog>
  );
}
