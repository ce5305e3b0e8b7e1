/* eslint-disable */
import { message } from "../runtime.js";

export const expert_back_to_explore = /* @__PURE__ */ message("expert_back_to_explore", (i) => {
return (`Back to Explore`)
});
