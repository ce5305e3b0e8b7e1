/* eslint-disable */
import { message } from "../runtime.js";

export const room_closed = /* @__PURE__ */ message("room_closed", (i) => {
return (`Its room is closed.`)
});
