/* eslint-disable */
import { message } from "../runtime.js";

export const doubts_ask = /* @__PURE__ */ message("doubts_ask", (i) => {
return (`Ask Question`)
});
