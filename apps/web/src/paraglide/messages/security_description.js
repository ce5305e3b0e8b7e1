/* eslint-disable */
import { message } from "../runtime.js";

export const security_description = /* @__PURE__ */ message("security_description", (i) => {
return (`Your e-mail address, password, two-factor authentication and the devices signed in to your account.`)
});
