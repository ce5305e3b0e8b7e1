import { useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent, type ReactNode } from "react";
import { toast } from "@/lib/toast.ts";
import { Link } from "react-router";
import { AUTH_MESSAGES } from "@expertconnect/shared/messages/auth";
import { PRIVACY_MESSAGES, PRIVACY_NOTICE_VERSION } from "@expertconnect/shared/messages/privacy";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { NetworkButton } from "@/components/ui/network-button.tsx";
import { formText } from "@/lib/form-text.ts";
import { loadOnce } from "@/lib/load-once.ts";

type Mode = "sign-in" | "sign-up";

interface SignUpChoices {
  adult: boolean;
  notice: boolean;
  marketingEmail: boolean;
  pushNotifications: boolean;
}

function Check({ name, children }: { name: string; children: ReactNode }) {
  return (
    <label className="flex min-h-11 items-start gap-3 py-1 text-sm">
      <input type="checkbox" name={name} className="mt-0.5 size-5 shrink-0 accent-primary" />
      <span>{children}</span>
    </label>
  );
}

/**
 * The notice and the consents of sign-up (docs/product.md#notice-and-consent): the notice is its own
 * page, linked here; agreeing to it and being 18 or older are required, the rest optional and separate.
 */
function SignUpConsents() {
  return (
    <fieldset className="space-y-1">
      <legend className="mb-1 text-sm">
        Read our{" "}
        <Link to="/privacy-notice" target="_blank" className="text-primary underline underline-offset-2">
          privacy notice
          <span className="sr-only"> (opens in a new tab)</span>
        </Link>
        : what data we process, why, your rights, how to withdraw consent and how to complain.
      </legend>
      <Check name="notice">{PRIVACY_MESSAGES.noticeLabel}</Check>
      <Check name="adult">{PRIVACY_MESSAGES.adultLabel}</Check>
      <Check name="marketingEmail">{PRIVACY_MESSAGES.marketingLabel}</Check>
      <Check name="pushNotifications">{PRIVACY_MESSAGES.pushLabel}</Check>
    </fieldset>
  );
}

const EMAIL_NOT_VERIFIED = "Please verify your e-mail address first. We've sent you a new link.";

/** Better Auth's code for a second sign-up with one e-mail. */
const isAlreadyRegistered = (code?: string) => Boolean(code && /USER_ALREADY_EXISTS/.test(code));

/**
 * The shared schemas (zod) and Better Auth's client, about 45 KB of gzipped JavaScript the page
 * itself does not need: fetched when the form is first focused, awaited when it is sent.
 */
const loadAuth = loadOnce(async () => {
  const [schemas, client] = await Promise.all([import("@expertconnect/shared/schemas/auth"), import("@/lib/auth-client.ts")]);
  return { ...schemas, ...client };
});

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
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const typed = { email: formText(fields, "email"), password: formText(fields, "password") };
    const consent = {
      adult: fields.get("adult") === "on",
      notice: fields.get("notice") === "on",
      marketingEmail: fields.get("marketingEmail") === "on",
      pushNotifications: fields.get("pushNotifications") === "on",
    };
    setSubmitting(true);
    try {
      await send(typed, consent);
    } catch {
      // The form's code could not be fetched (offline, or a new version replaced it).
      toast.error(mode === "sign-up" ? AUTH_MESSAGES.signUpFailed : AUTH_MESSAGES.signInFailed);
    } finally {
      setSubmitting(false);
    }
  }

  async function send(typed: { email: string; password: string }, consent: SignUpChoices) {
    const { signInSchema, signUpSchema, authClient, authErrorMessage } = await loadAuth();
    const parsed = (mode === "sign-up" ? signUpSchema : signInSchema).safeParse(typed);
    // Failures are toasts; the first failing message is shown (docs/product.md#sign-in-and-sign-up).
    if (!parsed.success) {
      toast.error(!typed.email || !typed.password ? AUTH_MESSAGES.fillAllFields : parsed.error.issues[0]?.message);
      return;
    }
    const { email, password } = parsed.data;
    if (mode === "sign-up") {
      // The two agreements are checked here and again by the server (docs/product.md#notice-and-consent).
      if (!consent.adult || !consent.notice) {
        toast.error(consent.adult ? PRIVACY_MESSAGES.noticeRequired : PRIVACY_MESSAGES.adultRequired);
        return;
      }
      // Better Auth's client sends every field it is given; the consent fields are not the user's
      // columns, so they go beside its typed ones (a variable, not a literal, to say so).
      const body = {
        email,
        password,
        name: "",
        callbackURL: "/?verified=1",
        noticeVersion: PRIVACY_NOTICE_VERSION,
        adult: true,
        marketingEmail: consent.marketingEmail,
        pushNotifications: consent.pushNotifications,
      };
      const { data, error } = await authClient.signUp.email(body);
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
  }

  return (
    <form method="post" noValidate onFocus={() => void loadAuth().catch(() => undefined)} onSubmit={(event) => void submit(event)} className="space-y-4">
      <FormField label="Email">
        {(props) => <Input {...props} name="email" type="email" autoComplete="email" inputMode="email" placeholder="you@example.com" defaultValue={defaultEmail ?? ""} />}
      </FormField>
      <FormField label="Password" hint={mode === "sign-up" ? AUTH_MESSAGES.passwordHint : undefined}>
        {(props) => <Input {...props} name="password" type="password" autoComplete={mode === "sign-up" ? "new-password" : "current-password"} />}
      </FormField>
      {mode === "sign-up" ? <SignUpConsents /> : null}
      <NetworkButton type="submit" className="w-full" disabled={submitting}>
        {mode === "sign-up" ? (submitting ? "Creating account..." : "Create Account") : submitting ? "Signing in..." : "Sign In"}
      </NetworkButton>
    </form>
  );
}
