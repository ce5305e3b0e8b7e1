/* eslint-disable */
import { message } from "../runtime.js";

export const expert_education = /* @__PURE__ */ message("expert_education", (i) => {
return (`Education`)
});
