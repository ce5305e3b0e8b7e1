/* eslint-disable */
import { message } from "../runtime.js";

export const deletion_submitted = /* @__PURE__ */ message("deletion_submitted", (i) => {
return (`Deletion Request Submitted`)
});
