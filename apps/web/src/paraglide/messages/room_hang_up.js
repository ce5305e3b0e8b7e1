/* eslint-disable */
import { message } from "../runtime.js";

export const room_hang_up = /* @__PURE__ */ message("room_hang_up", (i) => {
return (`Hang up`)
});
