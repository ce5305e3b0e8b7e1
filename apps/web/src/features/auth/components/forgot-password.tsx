/**
 * 'Forgot password?' under the sign-in form. The dialog, its check of the address and Better Auth's
 * client (forgot-password-body.tsx) load when the button is first pressed.
 */
import { lazyDialog } from "@/components/lazy-dialog.tsx";
import { useLocale } from "@/lib/i18n.tsx";
import { m } from "@/paraglide/messages.js";

const ForgotPasswordButton = lazyDialog(() => import("./forgot-password-body.tsx").then((module) => module.ForgotPasswordBody));

export function ForgotPassword() {
  useLocale();
  return <ForgotPasswordButton opener={m.auth_forgot_password()} button={{ variant: "ghost", size: "sm" }} />;
}
