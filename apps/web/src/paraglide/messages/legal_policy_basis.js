/* eslint-disable */
import { message } from "../runtime.js";

export const legal_policy_basis = /* @__PURE__ */ message("legal_policy_basis", (i) => {
return (`Consent and legitimate uses`)
});
