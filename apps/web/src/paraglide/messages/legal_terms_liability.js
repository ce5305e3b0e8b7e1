/* eslint-disable */
import { message } from "../runtime.js";

export const legal_terms_liability = /* @__PURE__ */ message("legal_terms_liability", (i) => {
return (`Limitation of liability`)
});
