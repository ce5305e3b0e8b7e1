/* eslint-disable */
import { message } from "../runtime.js";

export const explore_languages = /* @__PURE__ */ message("explore_languages", (i) => {
return (`Languages spoken`)
});
