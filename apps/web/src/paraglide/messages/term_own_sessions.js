/* eslint-disable */
import { message } from "../runtime.js";

export const term_own_sessions = /* @__PURE__ */ message("term_own_sessions", (i) => {
if (i?.category === "medical") return (`your consultations`); if (i?.category === "legal") return (`your sessions`); if (i?.category === "financial") return (`your meetings`); if (i?.category === "tech") return (`your sessions`); return ("term_own_sessions");
});
