/* eslint-disable */
import { message } from "../runtime.js";

export const room_title_voice = /* @__PURE__ */ message("room_title_voice", (i) => {
return (`Voice session with ${i?.name}`)
});
