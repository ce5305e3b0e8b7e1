/* eslint-disable */
import { message } from "../runtime.js";

export const auth_password_hint = /* @__PURE__ */ message("auth_password_hint", (i) => {
return (`At least ${i?.min} characters`)
});
