/* eslint-disable */
import { message } from "../runtime.js";

export const deletion_step_submitted_text = /* @__PURE__ */ message("deletion_step_submitted_text", (i) => {
return (`We record your request and confirm it on screen.`)
});
