/* eslint-disable */
import { message } from "../runtime.js";

export const legal_policy_security = /* @__PURE__ */ message("legal_policy_security", (i) => {
return (`How we protect it`)
});
