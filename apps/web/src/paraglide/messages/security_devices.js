/* eslint-disable */
import { message } from "../runtime.js";

export const security_devices = /* @__PURE__ */ message("security_devices", (i) => {
return (`Devices signed in`)
});
