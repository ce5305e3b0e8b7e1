/* eslint-disable */
import { message } from "../runtime.js";

export const legal_terms_conduct = /* @__PURE__ */ message("legal_terms_conduct", (i) => {
return (`Acceptable use`)
});
