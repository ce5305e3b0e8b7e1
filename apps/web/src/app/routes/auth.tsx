import { lazy, Suspense, useState } from "react";
import { Navigate, useLocation, useNavigate, useSearchParams } from "react-router";
import { APP_NAME } from "@expertconnect/shared/constants";
import { PageLoader } from "@/components/layout/page-loader.tsx";
import { Card } from "@/components/ui/card.tsx";
import { PageHeader } from "@/components/ui/page-header.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs.tsx";
import { AuthForm } from "@/features/auth/components/auth-form.tsx";
import { ForgotPassword } from "@/features/auth/components/forgot-password.tsx";
import { useSession } from "@/lib/session.ts";
import { useHydrated } from "@/lib/hydrated.ts";
import { safeRedirect } from "@/lib/safe-redirect.ts";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

/** Only accounts with two-factor on see this step: it loads (with Better Auth's client) when asked for. */
const TwoFactorStep = lazy(() => import("@/features/auth/components/two-factor-step.tsx").then((m) => ({ default: m.TwoFactorStep })));

export function Component() {
  useLocale();
  const { data: session, isPending } = useSession();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // History state outlives a reload but not the server's render: read once hydrated.
  const hydrated = useHydrated();
  const historyState = useLocation().state as { signedOut?: boolean } | null;
  const justSignedOut = hydrated && historyState?.signedOut === true;
  const [tab, setTab] = useState("sign-in");
  const [email, setEmail] = useState("");
  const [twoFactor, setTwoFactor] = useState(false);
  const redirectTo = safeRedirect(params.get("redirect"));
  const done = () => void navigate(redirectTo, { replace: true, state: null });

  if (isPending && !justSignedOut) return <PageLoader />;
  // A signed-in user opening /auth goes home (or back where sign-in was asked for): docs/product.md#sign-in-and-sign-up.
  if (session && !justSignedOut) return <Navigate to={redirectTo} replace />;

  if (twoFactor) {
    return (
      <div className="mx-auto max-w-md">
        <PageHeader title={m.auth_two_factor_title()} />
        <Card className="p-5">
          <Suspense fallback={<PageLoader />}>
            <TwoFactorStep onSignedIn={done} onCancel={() => setTwoFactor(false)} />
          </Suspense>
        </Card>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-md">
      <PageHeader title={m.auth_welcome({ app: APP_NAME })} description={m.auth_intro()} />
      <Card className="p-5">
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList className="mb-4">
            <TabsTrigger value="sign-in">{m.auth_sign_in()}</TabsTrigger>
            <TabsTrigger value="sign-up">{m.auth_sign_up()}</TabsTrigger>
          </TabsList>
          <TabsContent value="sign-in">
            <AuthForm
              key={`in-${email}`}
              mode="sign-in"
              defaultEmail={email}
              onSignedIn={done}
              onSignedUp={() => undefined}
              onTwoFactor={() => setTwoFactor(true)}
            />
            <div className="mt-2 flex justify-end">
              <ForgotPassword />
            </div>
          </TabsContent>
          <TabsContent value="sign-up">
            <AuthForm
              mode="sign-up"
              onSignedIn={done}
              onSignedUp={(registered) => {
                setEmail(registered);
                setTab("sign-in");
              }}
            />
          </TabsContent>
        </Tabs>
      </Card>
    </div>
  );
}
