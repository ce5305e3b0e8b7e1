import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type FieldErrors } from "react-hook-form";
import { toast } from "@/lib/toast.ts";
import {
  createDoubtSchema,
  DOUBT_CATEGORY_MAX,
  type CreateDoubt,
  type CreateDoubtInput,
} from "@expertconnect/shared/schemas/doubts";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input, Textarea } from "@/components/ui/input.tsx";
import { NetworkButton } from "@/components/ui/network-button.tsx";
import { ApiError, errorMessage } from "@/lib/api-client.ts";
import { useCreateDoubt } from "../api/create-doubt.ts";
import { useLocale } from "@/lib/i18n.tsx";
import { m } from "@/paraglide/messages.js";

/** The Ask Question form; failures are toasts (docs/product.md#doubts-board), and success clears it and closes the dialog. */
export function AskDoubtForm({ onDone, onUnauthenticated }: { onDone: () => void; onUnauthenticated: () => void }) {
  const createDoubt = useCreateDoubt();
  useLocale();
  const form = useForm<CreateDoubtInput, unknown, CreateDoubt>({
    resolver: zodResolver(createDoubtSchema),
    defaultValues: { category: "", question: "" },
  });
  const { errors } = form.formState;

  const onInvalid = (fieldErrors: FieldErrors<CreateDoubtInput>) => {
    toast.error(fieldErrors.category?.message ?? fieldErrors.question?.message ?? m.doubts_question_failed());
  };

  const onValid = async (input: CreateDoubt) => {
    try {
      await createDoubt.mutateAsync(input);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) onUnauthenticated();
      else toast.error(errorMessage(error, m.doubts_question_failed()));
      return;
    }
    toast.success(m.doubts_question_posted());
    form.reset();
    onDone();
  };

  const saving = form.formState.isSubmitting;
  return (
    <form method="post" noValidate onSubmit={(event) => void form.handleSubmit(onValid, onInvalid)(event)} className="space-y-4">
      <FormField label={m.doubts_category()}>
        {(props) => (
          <Input
            {...props}
            aria-invalid={Boolean(errors.category)}
            placeholder={m.doubts_category_placeholder()}
            maxLength={DOUBT_CATEGORY_MAX}
            autoComplete="off"
            {...form.register("category")}
          />
        )}
      </FormField>
      <FormField label={m.doubts_question()}>
        {(props) => (
          <Textarea
            {...props}
            aria-invalid={Boolean(errors.question)}
            aria-required="true"
            rows={5}
            placeholder={m.doubts_question_placeholder()}
            {...form.register("question")}
          />
        )}
      </FormField>
      <NetworkButton type="submit" className="w-full" disabled={saving}>
        {saving ? m.doubts_posting() : m.doubts_post_question()}
      </NetworkButton>
    </form>
  );
}
