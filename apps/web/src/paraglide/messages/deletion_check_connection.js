/* eslint-disable */
import { message } from "../runtime.js";

export const deletion_check_connection = /* @__PURE__ */ message("deletion_check_connection", (i) => {
return (`Please check your connection and try again.`)
});
