/* eslint-disable */
import { message } from "../runtime.js";

export const deletion_reason_placeholder = /* @__PURE__ */ message("deletion_reason_placeholder", (i) => {
return (`Tell us why you are leaving (optional)`)
});
