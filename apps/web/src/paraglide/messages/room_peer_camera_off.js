/* eslint-disable */
import { message } from "../runtime.js";

export const room_peer_camera_off = /* @__PURE__ */ message("room_peer_camera_off", (i) => {
return (`${i?.name}'s camera is off`)
});
