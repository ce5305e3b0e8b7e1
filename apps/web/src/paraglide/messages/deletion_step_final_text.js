/* eslint-disable */
import { message } from "../runtime.js";

export const deletion_step_final_text = /* @__PURE__ */ message("deletion_step_final_text", (i) => {
return (`We send you a final confirmation once deletion is complete.`)
});
