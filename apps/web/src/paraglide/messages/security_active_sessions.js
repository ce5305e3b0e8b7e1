/* eslint-disable */
import { message } from "../runtime.js";

export const security_active_sessions = /* @__PURE__ */ message("security_active_sessions", (i) => {
return (`Active sessions`)
});
