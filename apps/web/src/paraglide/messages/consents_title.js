/* eslint-disable */
import { message } from "../runtime.js";

export const consents_title = /* @__PURE__ */ message("consents_title", (i) => {
return (`Your consents`)
});
