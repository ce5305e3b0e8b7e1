/* eslint-disable */
import { message } from "../runtime.js";

export const doubts_check_connection = /* @__PURE__ */ message("doubts_check_connection", (i) => {
return (`Check your connection and try again.`)
});
