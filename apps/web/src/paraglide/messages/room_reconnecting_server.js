/* eslint-disable */
import { message } from "../runtime.js";

export const room_reconnecting_server = /* @__PURE__ */ message("room_reconnecting_server", (i) => {
return (`Connection to the server lost; reconnecting…`)
});
