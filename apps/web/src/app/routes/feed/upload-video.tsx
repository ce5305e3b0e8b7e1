import { lazy, Suspense } from "react";
import { PageLoader } from "@/components/layout/page-loader.tsx";
import { RequireUser } from "@/components/require-user.tsx";
import { PageHeader } from "@/components/ui/page-header.tsx";
import { useLocale } from "@/lib/i18n.tsx";
import { m } from "@/paraglide/messages.js";

/** Signed out, the page only sends the visitor to sign in: the form's code loads for a signed-in doctor. */
const UploadVideoForm = lazy(() => import("@/features/feed/components/upload-video-form.tsx").then((mod) => ({ default: mod.UploadVideoForm })));

export function Component() {
  useLocale();
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title={m.feed_upload_video()} description={m.feed_upload_video_text()} />
      {/* Signed out: the error toast, then /auth, which brings the person back here (docs/product.md#upload-video). */}
      <RequireUser redirectWithToast={m.feed_sign_in_to_upload()}>
        {() => (
          <Suspense fallback={<PageLoader />}>
            <UploadVideoForm />
          </Suspense>
        )}
      </RequireUser>
    </div>
  );
}
