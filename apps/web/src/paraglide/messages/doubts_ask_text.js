/* eslint-disable */
import { message } from "../runtime.js";

export const doubts_ask_text = /* @__PURE__ */ message("doubts_ask_text", (i) => {
return (`Get answers from fellow doctors.`)
});
