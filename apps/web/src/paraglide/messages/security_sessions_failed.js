/* eslint-disable */
import { message } from "../runtime.js";

export const security_sessions_failed = /* @__PURE__ */ message("security_sessions_failed", (i) => {
return (`Your signed-in devices could not be loaded.`)
});
