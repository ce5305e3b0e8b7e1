import { zodResolver } from "@hookform/resolvers/zod";
import { ImagePlus } from "lucide-react";
import { useForm, useWatch, type FieldErrors } from "react-hook-form";
import { useNavigate } from "react-router";
import { toast } from "@/lib/toast.ts";
import { POST_CONTENT_MAX } from "@expertconnect/shared/constants";
import { createPostSchema, type CreatePostInput } from "@expertconnect/shared/schemas/feed";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Textarea } from "@/components/ui/input.tsx";
import { NetworkButton } from "@/components/ui/network-button.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { cn } from "@/lib/cn.ts";
import { useCreatePost } from "../api/create-post.ts";
import { useLocale } from "@/lib/i18n.tsx";
import { m } from "@/paraglide/messages.js";

/** Write a post; the text is trimmed and checked by the same schema the server uses. */
export function CreatePostForm() {
  const navigate = useNavigate();
  useLocale();
  const createPost = useCreatePost();
  const form = useForm<CreatePostInput>({ resolver: zodResolver(createPostSchema), defaultValues: { content: "" } });
  const length = useWatch({ control: form.control, name: "content" }).length;
  const over = length > POST_CONTENT_MAX;

  // Failures are toasts (docs/product.md#create-post).
  const onInvalid = (errors: FieldErrors<CreatePostInput>) => toast.error(errors.content?.message ?? m.feed_post_blank());
  const onValid = (input: CreatePostInput) =>
    createPost.mutate(input, {
      onSuccess: () => {
        toast.success(m.feed_post_created());
        void navigate("/feed");
      },
      onError: (error) => toast.error(errorMessage(error, m.feed_post_failed())),
    });

  return (
    <Card className="p-4">
      <form method="post" noValidate onSubmit={(event) => void form.handleSubmit(onValid, onInvalid)(event)} className="space-y-3">
        <FormField
          label={m.feed_post_field()}
          hint={
            <span className={cn("tabular-nums", over && "font-medium text-destructive")}>
              {length}/{POST_CONTENT_MAX}
            </span>
          }
        >
          {(props) => (
            <Textarea
              {...props}
              rows={6}
              placeholder={m.feed_post_placeholder()}
              {...form.register("content")}
            />
          )}
        </FormField>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Button variant="outline" disabled>
            <ImagePlus aria-hidden="true" /> {m.feed_add_image()}
          </Button>
          <NetworkButton type="submit" className="ml-auto" disabled={createPost.isPending}>
            {createPost.isPending ? m.feed_posting() : m.feed_post()}
          </NetworkButton>
        </div>
      </form>
    </Card>
  );
}
