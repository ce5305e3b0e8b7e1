/* eslint-disable */
import { message } from "../runtime.js";

export const expert_reviews = /* @__PURE__ */ message("expert_reviews", (i) => {
return (`Reviews`)
});
