/* eslint-disable */
import { message } from "../runtime.js";

export const deletion_step_submitted = /* @__PURE__ */ message("deletion_step_submitted", (i) => {
return (`Request submitted`)
});
