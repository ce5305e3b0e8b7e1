/* eslint-disable */
import { message } from "../runtime.js";

export const booking_cancelled_by_expert_reason = /* @__PURE__ */ message("booking_cancelled_by_expert_reason", (i) => {
return (`Cancelled by the expert: ${i?.reason}`)
});
