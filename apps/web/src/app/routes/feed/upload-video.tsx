import { useEffect } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { FEED_MESSAGES } from "@expertconnect/shared/schemas/feed";
import { PageLoader } from "@/components/layout/page-loader.tsx";
import { PageHeader } from "@/components/ui/page-header.tsx";
import { UploadVideoForm } from "@/features/feed/components/upload-video-form.tsx";
import { useSession } from "@/lib/auth-client.ts";

export function Component() {
  const { data: session, isPending } = useSession();
  const navigate = useNavigate();
  const signedOut = !isPending && !session;

  // Spec §8: signed out → the error toast, then /auth (which brings the user back here).
  useEffect(() => {
    if (!signedOut) return;
    toast.error(FEED_MESSAGES.signInToUpload, { id: "upload-sign-in" });
    void navigate(`/auth?redirect=${encodeURIComponent("/upload-video")}`, { replace: true });
  }, [signedOut, navigate]);

  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title="Upload Video" description="Share a video with the doctors' network" />
      {session ? <UploadVideoForm /> : <PageLoader />}
    </div>
  );
}
