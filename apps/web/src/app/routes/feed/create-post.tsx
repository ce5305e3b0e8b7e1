import { RequireUser } from "@/components/require-user.tsx";
import { PageHeader } from "@/components/ui/page-header.tsx";
import { CreatePostForm } from "@/features/feed/components/create-post-form.tsx";
import { useLocale } from "@/lib/i18n.tsx";
import { m } from "@/paraglide/messages.js";

export function Component() {
  useLocale();
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title={m.feed_create_post()} description={m.feed_create_post_text()} />
      <RequireUser title={m.feed_sign_in_to_post()} description={m.feed_sign_in_to_post_text()}>
        {() => <CreatePostForm />}
      </RequireUser>
    </div>
  );
}
