/* eslint-disable */
import { message } from "../runtime.js";

export const legal_terms_support = /* @__PURE__ */ message("legal_terms_support", (i) => {
return (`Support and grievances`)
});
