/* eslint-disable */
import { message } from "../runtime.js";

export const records_download_hint = /* @__PURE__ */ message("records_download_hint", (i) => {
return (`(download)`)
});
