/* eslint-disable */
import { message } from "../runtime.js";

export const expert_verified = /* @__PURE__ */ message("expert_verified", (i) => {
return (`Verified`)
});
