/* eslint-disable */
import { message } from "../runtime.js";

export const room_connected = /* @__PURE__ */ message("room_connected", (i) => {
return (`Connected`)
});
