/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_download_failed = /* @__PURE__ */ message("wallet_download_failed", (i) => {
return (`Could not download the file`)
});
