/* eslint-disable */
import { message } from "../runtime.js";

export const explore_experience = /* @__PURE__ */ message("explore_experience", (i) => {
return (`Experience`)
});
