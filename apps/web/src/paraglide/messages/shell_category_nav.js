/* eslint-disable */
import { message } from "../runtime.js";

export const shell_category_nav = /* @__PURE__ */ message("shell_category_nav", (i) => {
return (`Category`)
});
