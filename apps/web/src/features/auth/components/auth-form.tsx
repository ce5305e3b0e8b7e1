import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useForm, type FieldErrors } from "react-hook-form";
import { toast } from "@/lib/toast.ts";
import { AUTH_MESSAGES, signInSchema, signUpSchema, type SignInInput } from "@expertconnect/shared/schemas/auth";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { NetworkButton } from "@/components/ui/network-button.tsx";
import { authClient, authErrorMessage } from "@/lib/auth-client.ts";

type Mode = "sign-in" | "sign-up";

const EMAIL_NOT_VERIFIED = "Please verify your e-mail address first. We've sent you a new link.";

/** Better Auth's code for a second sign-up with one e-mail. */
const isAlreadyRegistered = (code?: string) => Boolean(code && /USER_ALREADY_EXISTS/.test(code));

export function AuthForm({
  mode,
  defaultEmail,
  onSignedIn,
  onSignedUp,
  onTwoFactor,
}: {
  mode: Mode;
  defaultEmail?: string;
  onSignedIn: () => void;
  onSignedUp: (email: string) => void;
  /** the password was right and the account asks for a TOTP code next */
  onTwoFactor?: () => void;
}) {
  const queryClient = useQueryClient();
  const form = useForm<SignInInput>({
    resolver: zodResolver(mode === "sign-up" ? signUpSchema : signInSchema),
    defaultValues: { email: defaultEmail ?? "", password: "" },
  });
  const { isSubmitting } = form.formState;

  // Failures are toasts; the first failing message is shown (docs/product.md#sign-in-and-sign-up).
  const onInvalid = (errors: FieldErrors<SignInInput>) => {
    const message = errors.email?.message ?? errors.password?.message;
    toast.error(!form.getValues("email") || !form.getValues("password") ? AUTH_MESSAGES.fillAllFields : message);
  };

  const onValid = async ({ email, password }: SignInInput) => {
    if (mode === "sign-up") {
      const { data, error } = await authClient.signUp.email({ email, password, name: "", callbackURL: "/?verified=1" });
      if (error) {
        toast.error(isAlreadyRegistered(error.code) ? AUTH_MESSAGES.alreadyRegistered : authErrorMessage(error, AUTH_MESSAGES.signUpFailed));
        return;
      }
      toast.success(AUTH_MESSAGES.signUpSuccess);
      // Without required verification the server signs the new account in at once.
      if (data?.token) {
        queryClient.clear();
        onSignedIn();
      } else onSignedUp(email);
      return;
    }
    const { data, error } = await authClient.signIn.email({ email, password });
    if (error) {
      toast.error(error.code === "EMAIL_NOT_VERIFIED" ? EMAIL_NOT_VERIFIED : authErrorMessage(error, AUTH_MESSAGES.signInFailed));
      return;
    }
    if (data && "twoFactorRedirect" in data && data.twoFactorRedirect) {
      onTwoFactor?.();
      return;
    }
    queryClient.clear();
    toast.success(AUTH_MESSAGES.signInSuccess);
    onSignedIn();
  };

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(onValid, onInvalid)(event)} className="space-y-4">
      <FormField label="Email">
        {(props) => <Input {...props} type="email" autoComplete="email" inputMode="email" placeholder="you@example.com" {...form.register("email")} />}
      </FormField>
      <FormField label="Password" hint={mode === "sign-up" ? AUTH_MESSAGES.passwordHint : undefined}>
        {(props) => (
          <Input
            {...props}
            type="password"
            autoComplete={mode === "sign-up" ? "new-password" : "current-password"}
            {...form.register("password")}
          />
        )}
      </FormField>
      <NetworkButton type="submit" className="w-full" disabled={isSubmitting}>
        {mode === "sign-up" ? (isSubmitting ? "Creating account..." : "Create Account") : isSubmitting ? "Signing in..." : "Sign In"}
      </NetworkButton>
    </form>
  );
}
