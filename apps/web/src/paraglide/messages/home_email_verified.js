/* eslint-disable */
import { message } from "../runtime.js";

export const home_email_verified = /* @__PURE__ */ message("home_email_verified", (i) => {
return (`Your e-mail address is verified.`)
});
