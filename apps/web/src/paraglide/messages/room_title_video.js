/* eslint-disable */
import { message } from "../runtime.js";

export const room_title_video = /* @__PURE__ */ message("room_title_video", (i) => {
return (`Video session with ${i?.name}`)
});
