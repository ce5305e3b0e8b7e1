import { useId, useState, type FormEvent } from "react";
import { COMMENT_MAX } from "@expertconnect/shared/constants";
import { Button } from "@/components/ui/button.tsx";
import { Label, Textarea } from "@/components/ui/input.tsx";
import { NetworkButton } from "@/components/ui/network-button.tsx";
import { formText } from "@/lib/form-text.ts";
import { loadOnce } from "@/lib/load-once.ts";
import { toast } from "@/lib/toast.ts";
import { useLocale } from "@/lib/i18n.tsx";
import { m } from "@/paraglide/messages.js";

/**
 * The schema the server checks a comment with (zod): fetched when the form is first focused and
 * awaited when it is sent, so the pages that show comments do not carry it in their first load.
 */
const loadSchema = loadOnce(async () => (await import("@expertconnect/shared/schemas/comments")).editCommentSchema);

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
  const id = useId();
  useLocale();
  const [checking, setChecking] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const typed = formText(new FormData(form), "body");
    setChecking(true);
    try {
      const schema = await loadSchema();
      const parsed = schema.safeParse({ body: typed });
      if (!parsed.success) {
        toast.error(parsed.error.issues[0]?.message ?? m.feed_comment_blank());
        return;
      }
      await onSave(parsed.data.body);
      form.reset();
    } catch {
      // onSave has toasted its own failure; the typed text stays for another try.
    } finally {
      setChecking(false);
    }
  }

  return (
    <form method="post" noValidate className="space-y-2" onFocus={() => void loadSchema().catch(() => undefined)} onSubmit={(event) => void submit(event)}>
      <Label htmlFor={id} className="sr-only">
        {label}
      </Label>
      <Textarea id={id} name="body" rows={2} maxLength={COMMENT_MAX * 2} placeholder={`${label}…`} autoFocus={autoFocus} defaultValue={initial} />
      <div className="flex justify-end gap-2">
        {onCancel ? (
          <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
            {m.feed_cancel()}
          </Button>
        ) : null}
        <NetworkButton type="submit" size="sm" disabled={pending || checking}>
          {submitLabel}
        </NetworkButton>
      </div>
    </form>
  );
}
