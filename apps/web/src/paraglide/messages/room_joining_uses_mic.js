/* eslint-disable */
import { message } from "../runtime.js";

export const room_joining_uses_mic = /* @__PURE__ */ message("room_joining_uses_mic", (i) => {
return (`Joining uses your microphone.`)
});
