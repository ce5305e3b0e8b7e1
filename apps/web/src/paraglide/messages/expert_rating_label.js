/* eslint-disable */
import { message } from "../runtime.js";

export const expert_rating_label = /* @__PURE__ */ message("expert_rating_label", (i) => {
return (`Rating `)
});
