/* eslint-disable */
import { message } from "../runtime.js";

export const deletion_sign_in_to_cancel = /* @__PURE__ */ message("deletion_sign_in_to_cancel", (i) => {
return (`Sign in to cancel the deletion.`)
});
