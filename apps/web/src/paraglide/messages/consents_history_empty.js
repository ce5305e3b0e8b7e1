/* eslint-disable */
import { message } from "../runtime.js";

export const consents_history_empty = /* @__PURE__ */ message("consents_history_empty", (i) => {
return (`No consent recorded yet.`)
});
