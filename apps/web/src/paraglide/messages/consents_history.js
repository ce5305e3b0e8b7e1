/* eslint-disable */
import { message } from "../runtime.js";

export const consents_history = /* @__PURE__ */ message("consents_history", (i) => {
return (`Consent history`)
});
