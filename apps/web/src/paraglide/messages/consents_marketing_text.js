/* eslint-disable */
import { message } from "../runtime.js";

export const consents_marketing_text = /* @__PURE__ */ message("consents_marketing_text", (i) => {
return (`News and offers from us by e-mail`)
});
