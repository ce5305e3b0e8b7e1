/* eslint-disable */
import { message } from "../runtime.js";

export const expert_per_session = /* @__PURE__ */ message("expert_per_session", (i) => {
if (i?.category === "medical") return (`per consultation`); if (i?.category === "legal") return (`per consultation`); if (i?.category === "financial") return (`per consultation`); if (i?.category === "tech") return (`per consultation`); return ("expert_per_session");
});
