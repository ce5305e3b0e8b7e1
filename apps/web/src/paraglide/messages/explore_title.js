/* eslint-disable */
import { message } from "../runtime.js";

export const explore_title = /* @__PURE__ */ message("explore_title", (i) => {
if (i?.category === "medical") return (`Doctors`); if (i?.category === "legal") return (`Lawyers`); if (i?.category === "financial") return (`CAs`); if (i?.category === "tech") return (`IT Experts`); return ("explore_title");
});
