/* eslint-disable */
import { message } from "../runtime.js";

export const export_check_connection = /* @__PURE__ */ message("export_check_connection", (i) => {
return (`Please check your connection and try again.`)
});
