/* eslint-disable */
import { message } from "../runtime.js";

export const room_reconnecting = /* @__PURE__ */ message("room_reconnecting", (i) => {
return (`Reconnecting…`)
});
