/* eslint-disable */
import { message } from "../runtime.js";

export const consents_history_given = /* @__PURE__ */ message("consents_history_given", (i) => {
return (`given`)
});
