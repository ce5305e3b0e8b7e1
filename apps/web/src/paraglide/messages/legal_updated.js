/* eslint-disable */
import { message } from "../runtime.js";

export const legal_updated = /* @__PURE__ */ message("legal_updated", (i) => {
return (`Last updated: ${i?.date}`)
});
