/* eslint-disable */
import { message } from "../runtime.js";

export const room_mute = /* @__PURE__ */ message("room_mute", (i) => {
return (`Mute`)
});
