/* eslint-disable */
import { message } from "../runtime.js";

export const term_persons_oblique = /* @__PURE__ */ message("term_persons_oblique", (i) => {
if (i?.category === "medical") return (`patients`); if (i?.category === "legal") return (`clients`); if (i?.category === "financial") return (`clients`); if (i?.category === "tech") return (`clients`); return ("term_persons_oblique");
});
