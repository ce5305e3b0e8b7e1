/* eslint-disable */
import { message } from "../runtime.js";

export const room_opens_hint = /* @__PURE__ */ message("room_opens_hint", (i) => {
return (`Rooms open 10 minutes before the session starts. This page opens it by itself.`)
});
