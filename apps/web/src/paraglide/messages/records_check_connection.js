/* eslint-disable */
import { message } from "../runtime.js";

export const records_check_connection = /* @__PURE__ */ message("records_check_connection", (i) => {
return (`Please check your connection and try again.`)
});
