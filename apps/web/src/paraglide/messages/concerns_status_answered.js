/* eslint-disable */
import { message } from "../runtime.js";

export const concerns_status_answered = /* @__PURE__ */ message("concerns_status_answered", (i) => {
return (`Answered`)
});
