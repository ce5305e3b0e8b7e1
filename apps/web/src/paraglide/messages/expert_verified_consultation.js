/* eslint-disable */
import { message } from "../runtime.js";

export const expert_verified_consultation = /* @__PURE__ */ message("expert_verified_consultation", (i) => {
return (`Verified consultation`)
});
