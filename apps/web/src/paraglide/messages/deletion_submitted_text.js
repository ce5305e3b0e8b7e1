/* eslint-disable */
import { message } from "../runtime.js";

export const deletion_submitted_text = /* @__PURE__ */ message("deletion_submitted_text", (i) => {
return (`We'll verify your identity within ${i?.days} business days.`)
});
