/* eslint-disable */
import { message } from "../runtime.js";

export const room_peer_muted = /* @__PURE__ */ message("room_peer_muted", (i) => {
return (`${i?.name} is muted`)
});
