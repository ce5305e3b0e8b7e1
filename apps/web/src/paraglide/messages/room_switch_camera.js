/* eslint-disable */
import { message } from "../runtime.js";

export const room_switch_camera = /* @__PURE__ */ message("room_switch_camera", (i) => {
return (`Switch camera`)
});
