/* eslint-disable */
import { message } from "../runtime.js";

export const room_not_found_description = /* @__PURE__ */ message("room_not_found_description", (i) => {
return (`This session does not exist, or it is not yours.`)
});
