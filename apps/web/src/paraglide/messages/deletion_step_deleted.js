/* eslint-disable */
import { message } from "../runtime.js";

export const deletion_step_deleted = /* @__PURE__ */ message("deletion_step_deleted", (i) => {
return (`Data deleted`)
});
