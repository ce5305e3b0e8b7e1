/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_ifsc = /* @__PURE__ */ message("wallet_ifsc", (i) => {
return (`IFSC`)
});
