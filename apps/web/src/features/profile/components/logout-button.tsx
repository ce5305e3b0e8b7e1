import { LogOut } from "lucide-react";
import { NetworkButton } from "@/components/ui/network-button.tsx";
import { useSignOut } from "@/lib/use-sign-out.ts";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

export function LogoutButton() {
  useLocale();
  const signOut = useSignOut();
  return (
    <NetworkButton variant="outline" className="w-full text-destructive" onClick={() => void signOut()}>
      <LogOut aria-hidden="true" /> {m.profile_logout()}
    </NetworkButton>
  );
}
