/* eslint-disable */
import { message } from "../runtime.js";

export const deletion_erase_requested = /* @__PURE__ */ message("deletion_erase_requested", (i) => {
return (`Check your e-mail`)
});
