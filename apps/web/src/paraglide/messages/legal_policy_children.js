/* eslint-disable */
import { message } from "../runtime.js";

export const legal_policy_children = /* @__PURE__ */ message("legal_policy_children", (i) => {
return (`Children`)
});
