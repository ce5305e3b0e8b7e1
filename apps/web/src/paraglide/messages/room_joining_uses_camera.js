/* eslint-disable */
import { message } from "../runtime.js";

export const room_joining_uses_camera = /* @__PURE__ */ message("room_joining_uses_camera", (i) => {
return (`Joining uses your camera and microphone.`)
});
