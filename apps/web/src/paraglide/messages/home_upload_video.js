/* eslint-disable */
import { message } from "../runtime.js";

export const home_upload_video = /* @__PURE__ */ message("home_upload_video", (i) => {
return (`Upload Video`)
});
