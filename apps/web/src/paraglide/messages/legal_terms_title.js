/* eslint-disable */
import { message } from "../runtime.js";

export const legal_terms_title = /* @__PURE__ */ message("legal_terms_title", (i) => {
return (`Terms of Service`)
});
