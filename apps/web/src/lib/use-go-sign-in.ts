import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import { toast } from "@/lib/toast.ts";

interface GoSignInOptions {
  /** a second line under the toast's message */
  description?: string;
  /** a toast with this id is shown once, however often this runs */
  id?: string;
  /** replace this screen in the history instead of adding /auth after it */
  replace?: boolean;
}

/** Sends a signed-out person to /auth with an error toast; signing in brings them back to this screen. */
export function useGoSignIn() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(
    (message: string, { description, id, replace }: GoSignInOptions = {}) => {
      toast.error(message, { description, id });
      // Fire-and-forget, as every navigation here: the router reports its own failures (error boundary).
      void navigate(`/auth?redirect=${encodeURIComponent(pathname + search)}`, { replace });
    },
    [navigate, pathname, search],
  );
}
