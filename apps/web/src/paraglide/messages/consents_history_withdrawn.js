/* eslint-disable */
import { message } from "../runtime.js";

export const consents_history_withdrawn = /* @__PURE__ */ message("consents_history_withdrawn", (i) => {
return (`withdrawn`)
});
