/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_download_receipt = /* @__PURE__ */ message("wallet_download_receipt", (i) => {
return (`Download receipt`)
});
