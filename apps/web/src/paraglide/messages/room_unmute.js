/* eslint-disable */
import { message } from "../runtime.js";

export const room_unmute = /* @__PURE__ */ message("room_unmute", (i) => {
return (`Unmute`)
});
