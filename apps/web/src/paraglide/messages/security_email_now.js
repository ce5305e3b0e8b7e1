/* eslint-disable */
import { message } from "../runtime.js";

export const security_email_now = /* @__PURE__ */ message("security_email_now", (i) => {
return (`Now: [${i?.email}]`)
});
