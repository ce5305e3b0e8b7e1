/* eslint-disable */
import { message } from "../runtime.js";

export const explore_years = /* @__PURE__ */ message("explore_years", (i) => {
return (`${i?.years}+ years`)
});
