/* eslint-disable */
import { message } from "../runtime.js";

export const shell_category_group = /* @__PURE__ */ message("shell_category_group", (i) => {
return (`Expert category`)
});
