import { LogOut } from "lucide-react";
import { NetworkButton } from "@/components/ui/network-button.tsx";
import { useSignOut } from "@/lib/use-sign-out.ts";

export function LogoutButton() {
  const signOut = useSignOut();
  return (
    <NetworkButton variant="outline" className="w-full text-destructive" onClick={() => void signOut()}>
      <LogOut aria-hidden="true" /> Logout
    </NetworkButton>
  );
}
