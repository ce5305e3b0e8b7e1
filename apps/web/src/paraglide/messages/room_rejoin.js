/* eslint-disable */
import { message } from "../runtime.js";

export const room_rejoin = /* @__PURE__ */ message("room_rejoin", (i) => {
return (`Rejoin`)
});
