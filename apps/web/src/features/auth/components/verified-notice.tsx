import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { wantToaster } from "@/lib/deferred-toaster.tsx";

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
      if (error) toast.error("This link is invalid or has expired. Sign in to get a new one.");
      else toast.success("Your e-mail address is verified.");
    });
    setParams({}, { replace: true });
  }, [verified, error, setParams]);
  return null;
}
