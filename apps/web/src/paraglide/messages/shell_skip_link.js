/* eslint-disable */
import { message } from "../runtime.js";

export const shell_skip_link = /* @__PURE__ */ message("shell_skip_link", (i) => {
return (`Skip to content`)
});
