/* eslint-disable */
import { message } from "../runtime.js";

export const legal_terms_wallet = /* @__PURE__ */ message("legal_terms_wallet", (i) => {
return (`Your wallet`)
});
