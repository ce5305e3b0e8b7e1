/* eslint-disable */
import { message } from "../runtime.js";

export const security_sign_out_device = /* @__PURE__ */ message("security_sign_out_device", (i) => {
return (`Sign out ${i?.device}`)
});
