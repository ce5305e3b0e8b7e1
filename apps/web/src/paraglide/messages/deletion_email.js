/* eslint-disable */
import { message } from "../runtime.js";

export const deletion_email = /* @__PURE__ */ message("deletion_email", (i) => {
return (`Email Address`)
});
