/* eslint-disable */
import { message } from "../runtime.js";

export const booking_type_video = /* @__PURE__ */ message("booking_type_video", (i) => {
return (`Video`)
});
