/* eslint-disable */
import { message } from "../runtime.js";

export const expert_experience = /* @__PURE__ */ message("expert_experience", (i) => {
return (`Experience`)
});
