/* eslint-disable */
import { message } from "../runtime.js";

export const legal_terms_eligibility = /* @__PURE__ */ message("legal_terms_eligibility", (i) => {
return (`Who may use the Platform`)
});
