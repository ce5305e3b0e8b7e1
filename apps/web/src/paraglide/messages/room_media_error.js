/* eslint-disable */
import { message } from "../runtime.js";

export const room_media_error = /* @__PURE__ */ message("room_media_error", (i) => {
return (`Could not use your camera or microphone. Allow access in your browser's settings and join again.`)
});
