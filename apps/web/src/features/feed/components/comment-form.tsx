import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm, type FieldErrors } from "react-hook-form";
import { COMMENT_MAX } from "@expertconnect/shared/constants";
import { COMMENT_MESSAGES, editCommentSchema, type EditCommentInput } from "@expertconnect/shared/schemas/comments";
import { Button } from "@/components/ui/button.tsx";
import { Label, Textarea } from "@/components/ui/input.tsx";
import { NetworkButton } from "@/components/ui/network-button.tsx";
import { toast } from "@/lib/toast.ts";

interface CommentFormProps {
  /** the field's label, e.g. "Write a comment" */
  label: string;
  submitLabel: string;
  initial?: string;
  pending: boolean;
  /** resolves once saved: the field is emptied */
  onSave: (body: string) => Promise<unknown>;
  onCancel?: () => void;
  autoFocus?: boolean;
}

/** A comment, a reply or an edit: checked by the schema the server uses, failures as toasts. */
export function CommentForm({ label, submitLabel, initial = "", pending, onSave, onCancel, autoFocus }: CommentFormProps) {
  const form = useForm<EditCommentInput>({ resolver: zodResolver(editCommentSchema), defaultValues: { body: initial } });
  const onInvalid = (errors: FieldErrors<EditCommentInput>) => toast.error(errors.body?.message ?? COMMENT_MESSAGES.blank);
  const onValid = async ({ body }: EditCommentInput) => {
    await onSave(body);
    form.reset({ body: "" });
  };
  const id = useId();
  return (
    <form method="post" noValidate className="space-y-2" onSubmit={(event) => void form.handleSubmit(onValid, onInvalid)(event).catch(() => undefined)}>
      <Label htmlFor={id} className="sr-only">
        {label}
      </Label>
      <Textarea id={id} rows={2} maxLength={COMMENT_MAX * 2} placeholder={`${label}…`} autoFocus={autoFocus} {...form.register("body")} />
      <div className="flex justify-end gap-2">
        {onCancel ? (
          <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <NetworkButton type="submit" size="sm" disabled={pending}>
          {submitLabel}
        </NetworkButton>
      </div>
    </form>
  );
}
