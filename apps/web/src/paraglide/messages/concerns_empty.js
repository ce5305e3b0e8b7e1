/* eslint-disable */
import { message } from "../runtime.js";

export const concerns_empty = /* @__PURE__ */ message("concerns_empty", (i) => {
return (`No concerns raised`)
});
