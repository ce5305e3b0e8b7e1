/* eslint-disable */
import { message } from "../runtime.js";

export const shell_update_ready = /* @__PURE__ */ message("shell_update_ready", (i) => {
return (`A new version of ${i?.app} is ready.`)
});
