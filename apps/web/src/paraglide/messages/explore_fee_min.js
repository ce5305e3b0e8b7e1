/* eslint-disable */
import { message } from "../runtime.js";

export const explore_fee_min = /* @__PURE__ */ message("explore_fee_min", (i) => {
return (`Lowest fee (₹)`)
});
