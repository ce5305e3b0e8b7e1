/* eslint-disable */
import { message } from "../runtime.js";

export const legal_terms_cancellation = /* @__PURE__ */ message("legal_terms_cancellation", (i) => {
return (`Cancellation, rescheduling and refunds`)
});
