/* eslint-disable */
import { message } from "../runtime.js";

export const room_sign_in_description = /* @__PURE__ */ message("room_sign_in_description", (i) => {
return (`Only the client and the expert of a booking can enter its room.`)
});
