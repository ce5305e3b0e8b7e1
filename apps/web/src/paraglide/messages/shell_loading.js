/* eslint-disable */
import { message } from "../runtime.js";

export const shell_loading = /* @__PURE__ */ message("shell_loading", (i) => {
return (`Loading`)
});
