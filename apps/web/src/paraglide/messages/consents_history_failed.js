/* eslint-disable */
import { message } from "../runtime.js";

export const consents_history_failed = /* @__PURE__ */ message("consents_history_failed", (i) => {
return (`Could not load your consent history`)
});
