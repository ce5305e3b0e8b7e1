/* eslint-disable */
import { message } from "../runtime.js";

export const legal_terms_deletion = /* @__PURE__ */ message("legal_terms_deletion", (i) => {
return (`Closing your account`)
});
