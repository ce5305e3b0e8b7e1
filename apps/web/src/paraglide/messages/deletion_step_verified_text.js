/* eslint-disable */
import { message } from "../runtime.js";

export const deletion_step_verified_text = /* @__PURE__ */ message("deletion_step_verified_text", (i) => {
return (`We contact you to verify your identity within ${i?.days} business days.`)
});
