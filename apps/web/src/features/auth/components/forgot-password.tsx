/**
 * 'Forgot password?' under the sign-in form. The dialog, its check of the address and Better Auth's
 * client (forgot-password-body.tsx) load when the button is first pressed.
 */
import { lazyDialog } from "@/components/lazy-dialog.tsx";

const ForgotPasswordButton = lazyDialog(() => import("./forgot-password-body.tsx").then((m) => m.ForgotPasswordBody));

export function ForgotPassword() {
  return <ForgotPasswordButton opener="Forgot password?" button={{ variant: "ghost", size: "sm" }} />;
}
