/* eslint-disable */
import { message } from "../runtime.js";

export const expert_no_reviews = /* @__PURE__ */ message("expert_no_reviews", (i) => {
return (`No reviews yet.`)
});
