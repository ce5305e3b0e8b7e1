/**
 * The one sign-in gate of a private screen. While the session is read it shows a loader; when
 * nobody is signed in, a prompt whose Sign In link brings the person back here (or, with
 * `redirectWithToast`, the toast and straight to /auth); otherwise its children, given the user.
 */
import { LogIn } from "lucide-react";
import { useEffect, type ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { PageLoader } from "@/components/layout/page-loader.tsx";
import { Button } from "@/components/ui/button.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { useSession } from "@/lib/session.ts";
import { useGoSignIn } from "@/lib/use-go-sign-in.ts";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

export type SignedInUser = NonNullable<ReturnType<typeof useSession>["data"]>["user"];

interface RequireUserProps {
  children: (user: SignedInUser) => ReactNode;
  /** the prompt's heading */
  title?: string;
  /** the prompt's line under the heading */
  description?: string;
  /** shown under the prompt, e.g. what a guest may still open */
  signedOutExtra?: ReactNode;
  /** shown while the session is read; the page's own skeleton where it has one */
  pending?: ReactNode;
  /** instead of the prompt: this error toast, then /auth (which brings the person back) */
  redirectWithToast?: string;
}

export function RequireUser({ children, title, description, signedOutExtra, pending, redirectWithToast }: RequireUserProps) {
  useLocale();
  const { data: session, isPending } = useSession();
  const location = useLocation();
  const goSignIn = useGoSignIn();
  const here = encodeURIComponent(location.pathname + location.search);
  const redirecting = Boolean(redirectWithToast) && !isPending && !session;

  useEffect(() => {
    if (!redirecting) return;
    if (redirectWithToast) goSignIn(redirectWithToast, { id: "sign-in-required", replace: true });
  }, [redirecting, redirectWithToast, goSignIn]);

  if (isPending || redirecting) return pending ?? <PageLoader />;
  if (session) return children(session.user);
  return (
    <>
      <EmptyState
        icon={<LogIn />}
        title={title ?? m.common_sign_in_continue()}
        description={description}
        action={
          <Button asChild>
            <Link to={`/auth?redirect=${here}`}>{m.common_sign_in()}</Link>
          </Button>
        }
      />
      {signedOutExtra}
    </>
  );
}
