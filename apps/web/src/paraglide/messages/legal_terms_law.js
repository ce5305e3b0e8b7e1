/* eslint-disable */
import { message } from "../runtime.js";

export const legal_terms_law = /* @__PURE__ */ message("legal_terms_law", (i) => {
return (`Governing law and changes`)
});
