import { PageLoader } from "@/components/layout/page-loader.tsx";
import { SignInPrompt } from "@/components/sign-in-prompt.tsx";
import { PageHeader } from "@/components/ui/page-header.tsx";
import { CreatePostForm } from "@/features/feed/components/create-post-form.tsx";
import { useSession } from "@/lib/auth-client.ts";

export function Component() {
  const { data: session, isPending } = useSession();
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title="Create Post" description="Share with the doctors' network" />
      {isPending ? (
        <PageLoader />
      ) : session ? (
        <CreatePostForm />
      ) : (
        <SignInPrompt title="Sign in to share a post" description="Only signed-in doctors can post to the network." />
      )}
    </div>
  );
}
