import { RequireUser } from "@/components/require-user.tsx";
import { PageHeader } from "@/components/ui/page-header.tsx";
import { WalletScreen } from "@/features/wallet/components/wallet-screen.tsx";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

export function Component() {
  useLocale();
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title={m.wallet_title()} />
      <RequireUser description={m.wallet_sign_in()}>{(user) => <WalletScreen userId={user.id} />}</RequireUser>
    </div>
  );
}
