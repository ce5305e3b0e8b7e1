/* eslint-disable */
import { message } from "../runtime.js";

export const explore_available_week = /* @__PURE__ */ message("explore_available_week", (i) => {
return (`Within 7 days`)
});
