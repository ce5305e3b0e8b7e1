/* eslint-disable */
import { message } from "../runtime.js";

export const expert_reviews_failed = /* @__PURE__ */ message("expert_reviews_failed", (i) => {
return (`Could not load the reviews.`)
});
