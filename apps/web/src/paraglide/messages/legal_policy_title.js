/* eslint-disable */
import { message } from "../runtime.js";

export const legal_policy_title = /* @__PURE__ */ message("legal_policy_title", (i) => {
return (`Privacy Policy`)
});
