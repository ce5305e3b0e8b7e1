/* eslint-disable */
import { message } from "../runtime.js";

export const expert_bar_council = /* @__PURE__ */ message("expert_bar_council", (i) => {
return (`State Bar Council`)
});
