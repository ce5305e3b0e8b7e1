import { LogIn } from "lucide-react";
import { Link, useLocation } from "react-router";
import { Button } from "@/components/ui/button.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";

/** Shown in place of a private screen when nobody is signed in; sign-in returns here. */
export function SignInPrompt({ title = "Sign in to continue", description }: { title?: string; description?: string }) {
  const location = useLocation();
  const redirect = encodeURIComponent(location.pathname + location.search);
  return (
    <EmptyState
      icon={<LogIn />}
      title={title}
      description={description}
      action={
        <Button asChild>
          <Link to={`/auth?redirect=${redirect}`}>Sign In</Link>
        </Button>
      }
    />
  );
}
