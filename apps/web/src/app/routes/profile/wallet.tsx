import { RequireUser } from "@/components/require-user.tsx";
import { PageHeader } from "@/components/ui/page-header.tsx";
import { WalletScreen } from "@/features/wallet/components/wallet-screen.tsx";

export function Component() {
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title="My Wallet" />
      <RequireUser description="Sign in to see your wallet.">{(user) => <WalletScreen userId={user.id} />}</RequireUser>
    </div>
  );
}
