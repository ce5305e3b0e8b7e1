/* eslint-disable */
import { message } from "../runtime.js";

export const deletion_reason = /* @__PURE__ */ message("deletion_reason", (i) => {
return (`Reason for leaving (optional)`)
});
