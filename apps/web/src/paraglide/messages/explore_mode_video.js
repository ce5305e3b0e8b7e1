/* eslint-disable */
import { message } from "../runtime.js";

export const explore_mode_video = /* @__PURE__ */ message("explore_mode_video", (i) => {
return (`Video`)
});
