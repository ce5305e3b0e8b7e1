/* eslint-disable */
import { message } from "../runtime.js";

export const consents_marketing = /* @__PURE__ */ message("consents_marketing", (i) => {
return (`Marketing e-mail`)
});
