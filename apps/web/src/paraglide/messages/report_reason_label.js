/* eslint-disable */
import { message } from "../runtime.js";

export const report_reason_label = /* @__PURE__ */ message("report_reason_label", (i) => {
if (i?.reason === "spam") return (`Spam`); if (i?.reason === "misinformation") return (`Medical misinformation`); if (i?.reason === "harassment") return (`Harassment or abuse`); if (i?.reason === "inappropriate") return (`Inappropriate content`); if (i?.reason === "other") return (`Something else`); return ("report_reason_label");
});
