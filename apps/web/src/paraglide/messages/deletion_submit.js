/* eslint-disable */
import { message } from "../runtime.js";

export const deletion_submit = /* @__PURE__ */ message("deletion_submit", (i) => {
return (`Submit Deletion Request`)
});
