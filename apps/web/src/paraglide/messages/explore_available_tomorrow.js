/* eslint-disable */
import { message } from "../runtime.js";

export const explore_available_tomorrow = /* @__PURE__ */ message("explore_available_tomorrow", (i) => {
return (`Available tomorrow`)
});
