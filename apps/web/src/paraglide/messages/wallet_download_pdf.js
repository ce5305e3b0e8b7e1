/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_download_pdf = /* @__PURE__ */ message("wallet_download_pdf", (i) => {
return (`Download PDF`)
});
