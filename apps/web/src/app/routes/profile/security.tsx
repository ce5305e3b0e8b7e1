import { PageLoader } from "@/components/layout/page-loader.tsx";
import { SignInPrompt } from "@/components/sign-in-prompt.tsx";
import { PageHeader } from "@/components/ui/page-header.tsx";
import { SecuritySettings } from "@/features/security/components/security-settings.tsx";
import { useSession } from "@/lib/auth-client.ts";

export function Component() {
  const { data: session, isPending } = useSession();
  if (isPending) return <PageLoader />;
  return (
    <section>
      <PageHeader title="Security & Sign-in" description="Your password, two-factor authentication and the devices signed in to your account." />
      {session ? <SecuritySettings /> : <SignInPrompt />}
    </section>
  );
}
