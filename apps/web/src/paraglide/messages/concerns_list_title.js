/* eslint-disable */
import { message } from "../runtime.js";

export const concerns_list_title = /* @__PURE__ */ message("concerns_list_title", (i) => {
return (`My concerns`)
});
