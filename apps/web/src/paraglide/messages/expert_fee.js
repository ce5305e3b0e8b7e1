/* eslint-disable */
import { message } from "../runtime.js";

export const expert_fee = /* @__PURE__ */ message("expert_fee", (i) => {
return (`Fee`)
});
