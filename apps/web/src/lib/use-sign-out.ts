import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { forgetSession } from "./session.ts";
import { forgetDevicePush } from "./forget-device-push.ts";
import { m } from "@/paraglide/messages.js";

/** Signs out (revoking the session on the server), forgets cached data, toasts, and lands on /auth. */
export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async function signOut() {
    await forgetDevicePush();
    try {
      // Better Auth's client is loaded for this only, off every page's first load.
      const { signOutOnServer } = await import("./auth-client.ts");
      await signOutOnServer();
    } catch (err) {
      // A logout failure is only logged (docs/product.md#sessions-and-sign-out).
      console.warn("sign-out failed", err);
    }
    forgetSession();
    queryClient.clear();
    // sonner is loaded on demand, off the first load (see deferred-toaster.tsx).
    void import("sonner").then(({ toast }) => toast.success(m.shell_signed_out()));
    // The session store refreshes a moment later; the flag keeps /auth from bouncing back home meanwhile.
    void navigate("/auth", { state: { signedOut: true } });
  };
}
