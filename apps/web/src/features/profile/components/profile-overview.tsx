import { Mail, Phone, Wallet } from "lucide-react";
import { Link } from "react-router";
import { ErrorRetry } from "@/components/error-retry.tsx";
import { Card } from "@/components/ui/card.tsx";
import { Avatar } from "@/components/ui/avatar.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { formatPaise } from "@/lib/format.ts";
import { useProfile } from "../api/get-profile.ts";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

/** The signed-in user's card: initial, name, real e-mail, phone, consultations and wallet balance. */
export function ProfileOverview({ userId }: { userId: string }) {
  useLocale();
  const { data: profile, isPending, isError, error, refetch } = useProfile(userId);

  if (isPending) {
    return (
      <Card className="space-y-4 p-5" aria-busy="true" aria-label={m.profile_loading()}>
        <div className="flex items-center gap-4">
          <Skeleton shape="circle" className="size-16" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-4 w-56" />
          </div>
        </div>
        <Skeleton className="h-16 w-full" />
      </Card>
    );
  }
  if (isError) {
    return (
      <ErrorRetry message={errorMessage(error, m.profile_load_failed())} onRetry={refetch} />
    );
  }

  const name = profile.full_name ?? m.profile_guest();
  return (
    <Card className="p-5">
      <div className="flex items-center gap-4">
        <Avatar name={profile.full_name ?? ""} size="lg" />
        <div className="min-w-0">
          <p className="truncate text-xl font-semibold">{name}</p>
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <Mail className="size-4 shrink-0" aria-hidden="true" />
            <span className="truncate">{profile.email}</span>
          </p>
          {profile.phone ? (
            <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
              <Phone className="size-4 shrink-0" aria-hidden="true" />
              <span>{profile.phone}</span>
            </p>
          ) : null}
        </div>
      </div>
      <div className="mt-5 grid grid-cols-2 gap-3">
        <div className="rounded-lg bg-muted p-3 text-center">
          <p className="text-2xl font-bold text-primary">{profile.consultations_count}</p>
          <p className="text-xs text-muted-foreground">{m.profile_consultations()}</p>
        </div>
        <Link to="/profile/wallet" className="rounded-lg bg-muted p-3 text-center hover:bg-primary-soft">
          <p className="text-2xl font-bold text-primary">{formatPaise(profile.wallet_balance_paise)}</p>
          <p className="flex items-center justify-center gap-1 text-xs text-muted-foreground">
            <Wallet className="size-3.5" aria-hidden="true" /> {m.profile_wallet_balance()}
          </p>
        </Link>
      </div>
    </Card>
  );
}
