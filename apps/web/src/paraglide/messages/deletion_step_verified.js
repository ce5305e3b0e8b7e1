/* eslint-disable */
import { message } from "../runtime.js";

export const deletion_step_verified = /* @__PURE__ */ message("deletion_step_verified", (i) => {
return (`Identity verified`)
});
