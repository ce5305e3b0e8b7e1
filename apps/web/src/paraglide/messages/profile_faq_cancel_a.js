/* eslint-disable */
import { message } from "../runtime.js";

export const profile_faq_cancel_a = /* @__PURE__ */ message("profile_faq_cancel_a", (i) => {
return (`You can cancel or reschedule up to 24 hours before the appointment for a full refund to your wallet. Cancellations made less than 24 hours before are not refunded. If the expert declines or cancels, or does not confirm before the start, you always get a full refund. Refunds reach your wallet as soon as the booking is cancelled. See the [Terms of Service] for details.`)
});
