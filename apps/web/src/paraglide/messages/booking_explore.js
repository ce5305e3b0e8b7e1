/* eslint-disable */
import { message } from "../runtime.js";

export const booking_explore = /* @__PURE__ */ message("booking_explore", (i) => {
return (`Explore Experts`)
});
