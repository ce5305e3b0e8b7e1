/* eslint-disable */
import { message } from "../runtime.js";

export const expert_reviews_count = /* @__PURE__ */ message("expert_reviews_count", (i) => {
const n = (Number(i?.count) === 1 ? "one" : "other"); if (n === "one") return (`(${i?.count} reviews)`); if (n === "other") return (`(${i?.count} reviews)`); return ("expert_reviews_count");
});
