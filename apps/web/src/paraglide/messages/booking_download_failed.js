/* eslint-disable */
import { message } from "../runtime.js";

export const booking_download_failed = /* @__PURE__ */ message("booking_download_failed", (i) => {
return (`Could not download the file`)
});
