/* eslint-disable */
import { message } from "../runtime.js";

export const deletion_confirm_text = /* @__PURE__ */ message("deletion_confirm_text", (i) => {
return (`Your account and personal data will be deleted after ${i?.days} business days. You can cancel until then.`)
});
