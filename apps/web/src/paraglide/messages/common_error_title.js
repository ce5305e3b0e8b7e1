/* eslint-disable */
import { message } from "../runtime.js";

export const common_error_title = /* @__PURE__ */ message("common_error_title", (i) => {
return (`Sorry, something went wrong`)
});
