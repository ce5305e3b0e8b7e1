/* eslint-disable */
import { message } from "../runtime.js";

export const expert_available = /* @__PURE__ */ message("expert_available", (i) => {
return (`Available`)
});
