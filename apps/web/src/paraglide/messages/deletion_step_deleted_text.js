/* eslint-disable */
import { message } from "../runtime.js";

export const deletion_step_deleted_text = /* @__PURE__ */ message("deletion_step_deleted_text", (i) => {
return (`Your account and data are deleted within ${i?.days} business days.`)
});
