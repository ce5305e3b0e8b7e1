/* eslint-disable */
import { message } from "../runtime.js";

export const room_too_many_description = /* @__PURE__ */ message("room_too_many_description", (i) => {
return (`You joined this session from another tab or device, so it was closed here. Reload the page to continue here.`)
});
