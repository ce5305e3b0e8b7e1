import { lazyDialog } from "@/components/lazy-dialog.tsx";
import type { ReviewDialogProps } from "./review-dialog-body.tsx";

const ReviewDialogButton = lazyDialog<ReviewDialogProps>(() => import("./review-dialog-body.tsx").then((m) => m.ReviewDialogBody));

/**
 * Rate & Review on a completed booking (docs/product.md#reviews-and-prescriptions): 1–5 stars and
 * optional words, once; the client may change it for REVIEW_EDIT_DAYS days. The dialog loads when
 * the button is first pressed.
 */
export function ReviewDialog(props: ReviewDialogProps) {
  return <ReviewDialogButton opener="Rate & Review" button={{ className: "w-full" }} {...props} />;
}
