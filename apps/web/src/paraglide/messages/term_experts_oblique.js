/* eslint-disable */
import { message } from "../runtime.js";

export const term_experts_oblique = /* @__PURE__ */ message("term_experts_oblique", (i) => {
if (i?.category === "medical") return (`doctors`); if (i?.category === "legal") return (`lawyers`); if (i?.category === "financial") return (`cas`); if (i?.category === "tech") return (`it experts`); return ("term_experts_oblique");
});
