import { lazy, Suspense } from "react";
import { FEED_MESSAGES } from "@expertconnect/shared/messages/feed";
import { PageLoader } from "@/components/layout/page-loader.tsx";
import { RequireUser } from "@/components/require-user.tsx";
import { PageHeader } from "@/components/ui/page-header.tsx";

/** Signed out, the page only sends the visitor to sign in: the form's code loads for a signed-in doctor. */
const UploadVideoForm = lazy(() => import("@/features/feed/components/upload-video-form.tsx").then((m) => ({ default: m.UploadVideoForm })));

export function Component() {
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title="Upload Video" description="Share a video with the doctors' network" />
      {/* Signed out: the error toast, then /auth, which brings the person back here (docs/product.md#upload-video). */}
      <RequireUser redirectWithToast={FEED_MESSAGES.signInToUpload}>
        {() => (
          <Suspense fallback={<PageLoader />}>
            <UploadVideoForm />
          </Suspense>
        )}
      </RequireUser>
    </div>
  );
}
