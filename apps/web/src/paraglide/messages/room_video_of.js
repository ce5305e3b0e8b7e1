/* eslint-disable */
import { message } from "../runtime.js";

export const room_video_of = /* @__PURE__ */ message("room_video_of", (i) => {
return (`${i?.name}'s video`)
});
