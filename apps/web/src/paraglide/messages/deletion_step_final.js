/* eslint-disable */
import { message } from "../runtime.js";

export const deletion_step_final = /* @__PURE__ */ message("deletion_step_final", (i) => {
return (`Final confirmation`)
});
