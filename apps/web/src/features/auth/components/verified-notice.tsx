import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { wantToaster } from "@/lib/deferred-toaster.tsx";
import { m } from "@/paraglide/messages.js";

/** After the verification link brings the user back (/?verified=1), say so once and tidy the URL. */
export function VerifiedNotice() {
  const [params, setParams] = useSearchParams();
  const verified = params.get("verified") === "1";
  const error = params.get("error");
  useEffect(() => {
    if (!verified && !error) return;
    // Home shows this unprompted, and Home's first load leaves sonner out: ask for the toast host.
    wantToaster();
    void import("sonner").then(({ toast }) => {
      if (error) toast.error(m.home_link_invalid());
      else toast.success(m.home_email_verified());
    });
    setParams({}, { replace: true });
  }, [verified, error, setParams]);
  return null;
}
