/* eslint-disable */
import { message } from "../runtime.js";

export const expert_rating = /* @__PURE__ */ message("expert_rating", (i) => {
return (`Rating`)
});
