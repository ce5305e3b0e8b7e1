import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm, useWatch, type FieldErrors } from "react-hook-form";
import { toast } from "@/lib/toast.ts";
import {
  ANSWER_MAX,
  charCount,
  createAnswerSchema,
  DOUBT_MESSAGES,
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

/** 'Your Answer': anyone may read, a signed-in user may post (docs/product.md#doubt-discussion); failures are toasts. */
export function AnswerForm({ doubtId }: { doubtId: string }) {
  const { data: session } = useSession();
  const signIn = useGoSignIn();
  const createAnswer = useCreateAnswer();
  const id = useId();
  const form = useForm<CreateAnswerInput>({ resolver: zodResolver(createAnswerSchema), defaultValues: { answer: "" } });
  const value = useWatch({ control: form.control, name: "answer" });
  const length = charCount(value);
  const posting = form.formState.isSubmitting;

  const goSignIn = () => {
    signIn(DOUBT_MESSAGES.answerLogin);
  };

  const onValid = async ({ answer }: CreateAnswerInput) => {
    try {
      await createAnswer.mutateAsync({ doubtId, answer });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) goSignIn();
      else toast.error(errorMessage(error, DOUBT_MESSAGES.answerFailed));
      return;
    }
    toast.success(DOUBT_MESSAGES.answerPosted);
    form.reset();
  };
  const onInvalid = (errors: FieldErrors<CreateAnswerInput>) => toast.error(errors.answer?.message ?? DOUBT_MESSAGES.answerFailed);

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
            Your Answer
          </h2>
          <p id={`${id}-help`} className="text-sm text-muted-foreground">
            Share your knowledge and experience to help fellow doctors.
          </p>
        </div>
        <Textarea
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-help ${id}-count`}
          aria-invalid={length > ANSWER_MAX}
          rows={5}
          placeholder="Write your answer..."
          {...form.register("answer")}
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <span id={`${id}-count`} className={cn("text-xs", length > ANSWER_MAX ? "text-destructive" : "text-muted-foreground")}>
            {length}/{ANSWER_MAX}
          </span>
          <NetworkButton type="submit" disabled={posting || !isAnswerLongEnough(value)}>
            {posting ? "Posting..." : "Post Answer"}
          </NetworkButton>
        </div>
      </form>
    </Card>
  );
}
