/* eslint-disable */
import { message } from "../runtime.js";

export const common_not_found = /* @__PURE__ */ message("common_not_found", (i) => {
return (`Oops! Page not found`)
});
