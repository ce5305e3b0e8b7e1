import { FEED_MESSAGES } from "@expertconnect/shared/messages/feed";
import { RequireUser } from "@/components/require-user.tsx";
import { PageHeader } from "@/components/ui/page-header.tsx";
import { UploadVideoForm } from "@/features/feed/components/upload-video-form.tsx";

export function Component() {
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title="Upload Video" description="Share a video with the doctors' network" />
      {/* Signed out: the error toast, then /auth, which brings the person back here (docs/product.md#upload-video). */}
      <RequireUser redirectWithToast={FEED_MESSAGES.signInToUpload}>{() => <UploadVideoForm />}</RequireUser>
    </div>
  );
}
