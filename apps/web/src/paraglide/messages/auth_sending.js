/* eslint-disable */
import { message } from "../runtime.js";

export const auth_sending = /* @__PURE__ */ message("auth_sending", (i) => {
return (`Sending...`)
});
