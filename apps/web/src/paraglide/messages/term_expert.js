/* eslint-disable */
import { message } from "../runtime.js";

export const term_expert = /* @__PURE__ */ message("term_expert", (i) => {
if (i?.category === "medical") return (`Doctor`); if (i?.category === "legal") return (`Lawyer`); if (i?.category === "financial") return (`CA`); if (i?.category === "tech") return (`IT`); return ("term_expert");
});
