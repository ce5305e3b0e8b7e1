/* eslint-disable */
import { message } from "../runtime.js";

export const room_connecting = /* @__PURE__ */ message("room_connecting", (i) => {
return (`Connecting…`)
});
