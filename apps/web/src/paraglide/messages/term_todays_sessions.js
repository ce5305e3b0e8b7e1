/* eslint-disable */
import { message } from "../runtime.js";

export const term_todays_sessions = /* @__PURE__ */ message("term_todays_sessions", (i) => {
if (i?.category === "medical") return (`today's consultations`); if (i?.category === "legal") return (`today's sessions`); if (i?.category === "financial") return (`today's meetings`); if (i?.category === "tech") return (`today's sessions`); return ("term_todays_sessions");
});
