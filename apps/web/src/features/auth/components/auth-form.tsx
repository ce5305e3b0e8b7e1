import { useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent, type ReactNode } from "react";
import { toast } from "@/lib/toast.ts";
import { Link } from "react-router";
import { PASSWORD_MIN } from "@expertconnect/shared/constants";
import { AUTH_MESSAGES } from "@expertconnect/shared/messages/auth";
import { PRIVACY_MESSAGES, PRIVACY_NOTICE_VERSION } from "@expertconnect/shared/messages/privacy";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { NetworkButton } from "@/components/ui/network-button.tsx";
import { formText } from "@/lib/form-text.ts";
import { loadOnce } from "@/lib/load-once.ts";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

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
  useLocale();
  return (
    <fieldset className="space-y-1">
      <legend className="mb-1 text-sm">
        {m.auth_read_our()}{" "}
        <Link to="/privacy-notice" target="_blank" className="text-primary underline underline-offset-2">
          {m.auth_privacy_notice()}
          <span className="sr-only">{m.auth_opens_new_tab()}</span>
        </Link>
        {m.auth_notice_after()}
      </legend>
      <Check name="notice">{m.auth_notice_label()}</Check>
      <Check name="adult">{m.auth_adult_label()}</Check>
      <Check name="marketingEmail">{m.auth_marketing_label()}</Check>
      <Check name="pushNotifications">{m.auth_push_label()}</Check>
    </fieldset>
  );
}

/** An address, not words: the same in every language. */
const EMAIL_EXAMPLE = "you@example.com";

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
  useLocale();
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
      toast.error(error.code === "EMAIL_NOT_VERIFIED" ? m.auth_email_not_verified() : authErrorMessage(error, AUTH_MESSAGES.signInFailed));
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
      <FormField label={m.auth_email()}>
        {(props) => <Input {...props} name="email" type="email" autoComplete="email" inputMode="email" placeholder={EMAIL_EXAMPLE} defaultValue={defaultEmail ?? ""} />}
      </FormField>
      <FormField label={m.auth_password()} hint={mode === "sign-up" ? m.auth_password_hint({ min: PASSWORD_MIN }) : undefined}>
        {(props) => <Input {...props} name="password" type="password" autoComplete={mode === "sign-up" ? "new-password" : "current-password"} />}
      </FormField>
      {mode === "sign-up" ? <SignUpConsents /> : null}
      <NetworkButton type="submit" className="w-full" disabled={submitting}>
        {mode === "sign-up" ? (submitting ? m.auth_creating() : m.auth_create()) : submitting ? m.auth_signing_in() : m.auth_sign_in()}
      </NetworkButton>
    </form>
  );
}
