/* eslint-disable */
import { message } from "../runtime.js";

export const consents_history_row = /* @__PURE__ */ message("consents_history_row", (i) => {
return (`${i?.what}: ${i?.state} · notice version ${i?.version} · ${i?.time} IST`)
});
