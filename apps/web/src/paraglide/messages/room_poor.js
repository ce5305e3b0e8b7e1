/* eslint-disable */
import { message } from "../runtime.js";

export const room_poor = /* @__PURE__ */ message("room_poor", (i) => {
return (`Poor connection`)
});
