/* eslint-disable */
import { message } from "../runtime.js";

export const legal_terms_attendance = /* @__PURE__ */ message("legal_terms_attendance", (i) => {
return (`No-shows and late arrival`)
});
