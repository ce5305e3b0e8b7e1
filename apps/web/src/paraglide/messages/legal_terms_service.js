/* eslint-disable */
import { message } from "../runtime.js";

export const legal_terms_service = /* @__PURE__ */ message("legal_terms_service", (i) => {
return (`What we provide`)
});
