/* eslint-disable */
import { message } from "../runtime.js";

export const deletion_deactivate_text = /* @__PURE__ */ message("deletion_deactivate_text", (i) => {
return (`Take a break: we hide your account until you sign in again, and nothing is lost. Ask our support team.`)
});
