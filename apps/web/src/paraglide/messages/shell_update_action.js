/* eslint-disable */
import { message } from "../runtime.js";

export const shell_update_action = /* @__PURE__ */ message("shell_update_action", (i) => {
return (`Refresh to update`)
});
