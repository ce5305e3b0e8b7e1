/* eslint-disable */
import { message } from "../runtime.js";

export const shell_offline = /* @__PURE__ */ message("shell_offline", (i) => {
return (`You are offline. Showing what this device has saved; booking, posting and other changes need a connection.`)
});
