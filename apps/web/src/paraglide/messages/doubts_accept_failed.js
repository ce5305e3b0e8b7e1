/* eslint-disable */
import { message } from "../runtime.js";

export const doubts_accept_failed = /* @__PURE__ */ message("doubts_accept_failed", (i) => {
return (`Failed to accept answer`)
});
