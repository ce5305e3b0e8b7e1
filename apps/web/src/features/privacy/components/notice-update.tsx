import { lazy, Suspense } from "react";
import { useHydrated } from "@/lib/hydrated.ts";
import { useSession } from "@/lib/session.ts";
import { useConsents } from "../api/get-consents.ts";

// Rarely shown (once after each change of the notice): its code is fetched only then, so every
// page's first load does not carry it.
const AskAgain = lazy(() => import("./ask-again.tsx").then((m) => ({ default: m.AskAgain })));

/**
 * Asks a signed-in person to agree again when the privacy notice changed since they last did (or when
 * the account was made without the sign-up form), above every page (docs/product.md#notice-and-consent).
 */
export function NoticeUpdate() {
  const { data: session } = useSession();
  const userId = session?.user.id;
  const { data } = useConsents(userId);
  // Shown once the page runs: a server render would wait for the chunk.
  const hydrated = useHydrated();
  if (!userId || !data?.needsNotice || !hydrated) return null;
  return (
    <Suspense fallback={null}>
      <AskAgain userId={userId} />
    </Suspense>
  );
}
