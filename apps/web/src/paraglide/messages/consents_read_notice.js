/* eslint-disable */
import { message } from "../runtime.js";

export const consents_read_notice = /* @__PURE__ */ message("consents_read_notice", (i) => {
return (`Read the privacy notice`)
});
