/* eslint-disable */
import { message } from "../runtime.js";

export const security_email_sent = /* @__PURE__ */ message("security_email_sent", (i) => {
return (`We sent a link to the new address. Your e-mail changes when you open it (within an hour).`)
});
