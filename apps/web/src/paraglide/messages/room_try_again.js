/* eslint-disable */
import { message } from "../runtime.js";

export const room_try_again = /* @__PURE__ */ message("room_try_again", (i) => {
return (`Please try again.`)
});
