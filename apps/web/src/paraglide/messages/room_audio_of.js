/* eslint-disable */
import { message } from "../runtime.js";

export const room_audio_of = /* @__PURE__ */ message("room_audio_of", (i) => {
return (`${i?.name}'s audio`)
});
