import { PageLoader } from "@/components/layout/page-loader.tsx";
import { SignInPrompt } from "@/components/sign-in-prompt.tsx";
import { PageHeader } from "@/components/ui/page-header.tsx";
import { WalletOverview } from "@/features/profile/components/wallet-overview.tsx";
import { useSession } from "@/lib/auth-client.ts";

export function Component() {
  const { data: session, isPending } = useSession();
  if (isPending) return <PageLoader />;
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title="My Wallet" />
      {session ? <WalletOverview userId={session.user.id} /> : <SignInPrompt description="Sign in to see your wallet." />}
    </div>
  );
}
