/* eslint-disable */
import { message } from "../runtime.js";

export const auth_welcome = /* @__PURE__ */ message("auth_welcome", (i) => {
return (`Welcome to ${i?.app}`)
});
