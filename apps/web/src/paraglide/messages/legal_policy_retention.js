/* eslint-disable */
import { message } from "../runtime.js";

export const legal_policy_retention = /* @__PURE__ */ message("legal_policy_retention", (i) => {
return (`How long we keep it`)
});
