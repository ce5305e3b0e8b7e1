/* eslint-disable */
import { message } from "../runtime.js";

export const profile_email_support = /* @__PURE__ */ message("profile_email_support", (i) => {
return (`Email Support`)
});
