/* eslint-disable */
import { message } from "../runtime.js";

export const auth_read_our = /* @__PURE__ */ message("auth_read_our", (i) => {
return (`Read our`)
});
