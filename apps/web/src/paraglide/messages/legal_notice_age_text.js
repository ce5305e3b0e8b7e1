/* eslint-disable */
import { message } from "../runtime.js";

export const legal_notice_age_text = /* @__PURE__ */ message("legal_notice_age_text", (i) => {
return (`You must be 18 or older to create an account. A minor uses a parent's or legal guardian's account, with their consent.`)
});
