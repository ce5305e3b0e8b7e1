/* eslint-disable */
import { message } from "../runtime.js";

export const explore_any_experience = /* @__PURE__ */ message("explore_any_experience", (i) => {
return (`Any experience`)
});
