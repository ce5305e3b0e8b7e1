/* eslint-disable */
import { message } from "../runtime.js";

export const legal_policy_rights = /* @__PURE__ */ message("legal_policy_rights", (i) => {
return (`Your rights`)
});
