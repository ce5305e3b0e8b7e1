import { RequireUser } from "@/components/require-user.tsx";
import { PageHeader } from "@/components/ui/page-header.tsx";
import { CreatePostForm } from "@/features/feed/components/create-post-form.tsx";

export function Component() {
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title="Create Post" description="Share with the doctors' network" />
      <RequireUser title="Sign in to share a post" description="Only signed-in doctors can post to the network.">
        {() => <CreatePostForm />}
      </RequireUser>
    </div>
  );
}
