/* eslint-disable */
import { message } from "../runtime.js";

export const expert_not_found = /* @__PURE__ */ message("expert_not_found", (i) => {
return (`Expert not found`)
});
