/* eslint-disable */
import { message } from "../runtime.js";

export const room_not_confirmed = /* @__PURE__ */ message("room_not_confirmed", (i) => {
return (`This session is not confirmed`)
});
