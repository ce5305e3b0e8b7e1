/* eslint-disable */
import { message } from "../runtime.js";

export const consents_marketing_off = /* @__PURE__ */ message("consents_marketing_off", (i) => {
return (`Marketing e-mail withdrawn`)
});
