/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_your_password = /* @__PURE__ */ message("wallet_your_password", (i) => {
return (`Your password`)
});
