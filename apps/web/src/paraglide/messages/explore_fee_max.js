/* eslint-disable */
import { message } from "../runtime.js";

export const explore_fee_max = /* @__PURE__ */ message("explore_fee_max", (i) => {
return (`Highest fee (₹)`)
});
