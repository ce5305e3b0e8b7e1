/* eslint-disable */
import { message } from "../runtime.js";

export const deletion_confirm_title = /* @__PURE__ */ message("deletion_confirm_title", (i) => {
return (`Confirm account deletion`)
});
