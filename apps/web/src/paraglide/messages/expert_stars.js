/* eslint-disable */
import { message } from "../runtime.js";

export const expert_stars = /* @__PURE__ */ message("expert_stars", (i) => {
return (`${i?.stars} out of 5 stars`)
});
