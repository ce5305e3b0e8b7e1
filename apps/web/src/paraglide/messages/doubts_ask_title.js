/* eslint-disable */
import { message } from "../runtime.js";

export const doubts_ask_title = /* @__PURE__ */ message("doubts_ask_title", (i) => {
return (`Ask a Question`)
});
