/* eslint-disable */
import { message } from "../runtime.js";

export const doubts_answer_login = /* @__PURE__ */ message("doubts_answer_login", (i) => {
return (`Please login to answer`)
});
