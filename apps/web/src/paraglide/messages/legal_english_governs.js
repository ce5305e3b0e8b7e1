/* eslint-disable */
import { message } from "../runtime.js";

export const legal_english_governs = /* @__PURE__ */ message("legal_english_governs", (i) => {
return (`This document is in English. The English text governs.`)
});
