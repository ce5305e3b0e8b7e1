/* eslint-disable */
import { message } from "../runtime.js";

export const legal_policy_use = /* @__PURE__ */ message("legal_policy_use", (i) => {
return (`How we use it`)
});
