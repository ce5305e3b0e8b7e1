/* eslint-disable */
import { message } from "../runtime.js";

export const consents_marketing_on = /* @__PURE__ */ message("consents_marketing_on", (i) => {
return (`You will get news and offers by e-mail`)
});
