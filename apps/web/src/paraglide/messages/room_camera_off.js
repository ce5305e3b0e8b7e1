/* eslint-disable */
import { message } from "../runtime.js";

export const room_camera_off = /* @__PURE__ */ message("room_camera_off", (i) => {
return (`Camera off`)
});
