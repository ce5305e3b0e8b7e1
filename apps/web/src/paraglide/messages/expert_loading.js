/* eslint-disable */
import { message } from "../runtime.js";

export const expert_loading = /* @__PURE__ */ message("expert_loading", (i) => {
return (`Loading expert`)
});
