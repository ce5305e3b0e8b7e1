/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_download_csv = /* @__PURE__ */ message("wallet_download_csv", (i) => {
return (`Download CSV`)
});
