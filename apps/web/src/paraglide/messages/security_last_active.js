/* eslint-disable */
import { message } from "../runtime.js";

export const security_last_active = /* @__PURE__ */ message("security_last_active", (i) => {
return (`Last active ${i?.when}`)
});
