/* eslint-disable */
import { message } from "../runtime.js";

export const room_camera_on = /* @__PURE__ */ message("room_camera_on", (i) => {
return (`Camera on`)
});
