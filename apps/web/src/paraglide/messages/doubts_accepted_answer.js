/* eslint-disable */
import { message } from "../runtime.js";

export const doubts_accepted_answer = /* @__PURE__ */ message("doubts_accepted_answer", (i) => {
return (`Accepted Answer`)
});
