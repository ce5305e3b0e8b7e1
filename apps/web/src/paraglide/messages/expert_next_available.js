/* eslint-disable */
import { message } from "../runtime.js";

export const expert_next_available = /* @__PURE__ */ message("expert_next_available", (i) => {
return (`Next available: ${i?.when}`)
});
