/* eslint-disable */
import { message } from "../runtime.js";

export const auth_email = /* @__PURE__ */ message("auth_email", (i) => {
return (`Email`)
});
