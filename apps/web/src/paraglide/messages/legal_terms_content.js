/* eslint-disable */
import { message } from "../runtime.js";

export const legal_terms_content = /* @__PURE__ */ message("legal_terms_content", (i) => {
return (`Content you post`)
});
