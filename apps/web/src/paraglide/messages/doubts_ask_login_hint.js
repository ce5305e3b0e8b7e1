/* eslint-disable */
import { message } from "../runtime.js";

export const doubts_ask_login_hint = /* @__PURE__ */ message("doubts_ask_login_hint", (i) => {
return (`Please sign in to ask a question.`)
});
