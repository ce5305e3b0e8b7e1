/* eslint-disable */
import { message } from "../runtime.js";

export const security_password_hint = /* @__PURE__ */ message("security_password_hint", (i) => {
return (`At least ${i?.min} characters`)
});
