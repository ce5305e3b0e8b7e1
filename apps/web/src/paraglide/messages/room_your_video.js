/* eslint-disable */
import { message } from "../runtime.js";

export const room_your_video = /* @__PURE__ */ message("room_your_video", (i) => {
return (`Your video`)
});
