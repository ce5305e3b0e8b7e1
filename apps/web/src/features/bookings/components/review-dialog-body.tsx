import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { toast } from "@/lib/toast.ts";
import { REVIEW_EDIT_DAYS, REVIEW_MESSAGES, REVIEW_TEXT_MAX, reviewSchema, type ReviewInput, type ReviewValues } from "@expertconnect/shared/schemas/records";
import { Button } from "@/components/ui/button.tsx";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog.tsx";
import type { DialogOpenProps } from "@/components/lazy-dialog.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Textarea } from "@/components/ui/input.tsx";
import { NetworkButton } from "@/components/ui/network-button.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { useMyReview } from "../api/get-my-review.ts";
import { useSaveReview } from "../api/save-review.ts";
import { StarRatingField } from "./star-rating-field.tsx";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

export interface ReviewDialogProps {
  bookingId: string;
  expertName: string;
}

/** The dialog of Rate & Review (review-dialog.tsx), loaded when its button is first pressed. */
export function ReviewDialogBody({ bookingId, expertName, open, onOpenChange: setOpen }: ReviewDialogProps & DialogOpenProps) {
  useLocale();
  const own = useMyReview(bookingId, open);
  const save = useSaveReview();
  const existing = own.data?.review ?? null;
  const editable = !existing || existing.editable;
  const form = useForm<ReviewInput, unknown, ReviewValues>({ resolver: zodResolver(reviewSchema), defaultValues: { stars: 0, text: "" } });
  const text = useWatch({ control: form.control, name: "text" });
  useEffect(() => {
    if (existing) form.reset({ stars: existing.stars, text: existing.text ?? "" });
  }, [existing, form]);

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ bookingId, values, edit: Boolean(existing) });
      toast.success(existing ? REVIEW_MESSAGES.updated : REVIEW_MESSAGES.saved);
      setOpen(false);
    } catch (err) {
      toast.error(errorMessage(err, m.booking_review_failed()));
    }
  });
  const busy = form.formState.isSubmitting;

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <DialogContent title={m.booking_review_title({ name: expertName })} description={m.booking_review_description({ days: REVIEW_EDIT_DAYS })}>
        {own.isPending ? (
          <p className="text-sm text-muted-foreground">{m.booking_loading_text()}</p>
        ) : !editable ? (
          <p className="text-sm">{REVIEW_MESSAGES.editWindow}</p>
        ) : (
          <form method="post" noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
            <Controller
              control={form.control}
              name="stars"
              render={({ field, fieldState }) => <StarRatingField value={field.value} onChange={field.onChange} error={fieldState.error?.message} />}
            />
            <FormField label={m.booking_review_text()} hint={`${text?.length ?? 0}/${REVIEW_TEXT_MAX}`} error={form.formState.errors.text?.message}>
              {(props) => <Textarea {...props} rows={4} placeholder={m.booking_review_placeholder()} {...form.register("text")} />}
            </FormField>
            <div className="flex flex-wrap justify-end gap-2">
              <DialogClose asChild>
                <Button variant="outline" disabled={busy}>
                  {m.booking_cancel_button()}
                </Button>
              </DialogClose>
              <NetworkButton type="submit" disabled={busy}>
                {busy ? m.booking_saving() : existing ? m.booking_update_review() : m.booking_submit_review()}
              </NetworkButton>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
