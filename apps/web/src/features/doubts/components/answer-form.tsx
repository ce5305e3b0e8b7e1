import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm, useWatch, type FieldErrors } from "react-hook-form";
import { toast } from "@/lib/toast.ts";
import {
  ANSWER_MAX,
  charCount,
  createAnswerSchema,
  isAnswerLongEnough,
  type CreateAnswerInput,
} from "@expertconnect/shared/schemas/doubts";
import { Card } from "@/components/ui/card.tsx";
import { Textarea } from "@/components/ui/input.tsx";
import { NetworkButton } from "@/components/ui/network-button.tsx";
import { ApiError, errorMessage } from "@/lib/api-client.ts";
import { useSession } from "@/lib/session.ts";
import { useGoSignIn } from "@/lib/use-go-sign-in.ts";
import { cn } from "@/lib/cn.ts";
import { useCreateAnswer } from "../api/create-answer.ts";
import { useLocale } from "@/lib/i18n.tsx";
import { m } from "@/paraglide/messages.js";

/** 'Your Answer': anyone may read, a signed-in user may post (docs/product.md#doubt-discussion); failures are toasts. */
export function AnswerForm({ doubtId }: { doubtId: string }) {
  const { data: session } = useSession();
  useLocale();
  const signIn = useGoSignIn();
  const createAnswer = useCreateAnswer();
  const id = useId();
  const form = useForm<CreateAnswerInput>({ resolver: zodResolver(createAnswerSchema), defaultValues: { answer: "" } });
  const value = useWatch({ control: form.control, name: "answer" });
  const length = charCount(value);
  const posting = form.formState.isSubmitting;

  const goSignIn = () => {
    signIn(m.doubts_answer_login());
  };

  const onValid = async ({ answer }: CreateAnswerInput) => {
    try {
      await createAnswer.mutateAsync({ doubtId, answer });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) goSignIn();
      else toast.error(errorMessage(error, m.doubts_answer_failed()));
      return;
    }
    toast.success(m.doubts_answer_posted());
    form.reset();
  };
  const onInvalid = (errors: FieldErrors<CreateAnswerInput>) => toast.error(errors.answer?.message ?? m.doubts_answer_failed());

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    if (!session) {
      event.preventDefault();
      return goSignIn();
    }
    return form.handleSubmit(onValid, onInvalid)(event);
  };

  return (
    <Card className="p-4">
      <form method="post" noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-3">
        <div>
          <h2 id={`${id}-title`} className="text-lg font-semibold">
            {m.doubts_your_answer()}
          </h2>
          <p id={`${id}-help`} className="text-sm text-muted-foreground">
            {m.doubts_your_answer_text()}
          </p>
        </div>
        <Textarea
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-help ${id}-count`}
          aria-invalid={length > ANSWER_MAX}
          rows={5}
          placeholder={m.doubts_answer_placeholder()}
          {...form.register("answer")}
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <span id={`${id}-count`} className={cn("text-xs", length > ANSWER_MAX ? "text-destructive" : "text-muted-foreground")}>
            {length}/{ANSWER_MAX}
          </span>
          <NetworkButton type="submit" disabled={posting || !isAnswerLongEnough(value)}>
            {posting ? m.doubts_posting() : m.doubts_post_answer()}
          </NetworkButton>
        </div>
      </form>
    </Card>
  );
}
