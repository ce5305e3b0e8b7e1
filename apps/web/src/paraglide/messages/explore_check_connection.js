/* eslint-disable */
import { message } from "../runtime.js";

export const explore_check_connection = /* @__PURE__ */ message("explore_check_connection", (i) => {
return (`Please check your connection and try again.`)
});
