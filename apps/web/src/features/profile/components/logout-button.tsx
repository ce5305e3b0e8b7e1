import { LogOut } from "lucide-react";
import { Button } from "@/components/ui/button.tsx";
import { useSignOut } from "@/lib/use-sign-out.ts";

export function LogoutButton() {
  const signOut = useSignOut();
  return (
    <Button variant="outline" className="w-full text-destructive" onClick={() => void signOut()}>
      <LogOut aria-hidden="true" /> Logout
    </Button>
  );
}
