/* eslint-disable */
import { message } from "../runtime.js";

export const consents_history_notice = /* @__PURE__ */ message("consents_history_notice", (i) => {
return (`Privacy notice`)
});
