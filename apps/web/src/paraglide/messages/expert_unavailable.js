/* eslint-disable */
import { message } from "../runtime.js";

export const expert_unavailable = /* @__PURE__ */ message("expert_unavailable", (i) => {
return (`Unavailable`)
});
