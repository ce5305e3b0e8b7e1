/* eslint-disable */
import { message } from "../runtime.js";

export const expert_years = /* @__PURE__ */ message("expert_years", (i) => {
return (`${i?.years}+ yrs`)
});
