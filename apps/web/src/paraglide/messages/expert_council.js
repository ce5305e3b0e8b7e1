/* eslint-disable */
import { message } from "../runtime.js";

export const expert_council = /* @__PURE__ */ message("expert_council", (i) => {
return (`Council`)
});
