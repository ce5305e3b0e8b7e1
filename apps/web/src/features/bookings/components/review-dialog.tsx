import { lazyDialog } from "@/components/lazy-dialog.tsx";
import type { ReviewDialogProps } from "./review-dialog-body.tsx";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

const ReviewDialogButton = lazyDialog<ReviewDialogProps>(() => import("./review-dialog-body.tsx").then((module) => module.ReviewDialogBody));

/**
 * Rate & Review on a completed booking (docs/product.md#reviews-and-prescriptions): 1–5 stars and
 * optional words, once; the client may change it for REVIEW_EDIT_DAYS days. The dialog loads when
 * the button is first pressed.
 */
export function ReviewDialog(props: ReviewDialogProps) {
  useLocale();
  return <ReviewDialogButton opener={m.booking_rate()} button={{ className: "w-full" }} {...props} />;
}
