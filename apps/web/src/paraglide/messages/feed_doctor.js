/* eslint-disable */
import { message } from "../runtime.js";

export const feed_doctor = /* @__PURE__ */ message("feed_doctor", (i) => {
return (`Doctor`)
});
