/* eslint-disable */
import { message } from "../runtime.js";

export const feed_title = /* @__PURE__ */ message("feed_title", (i) => {
return (`MedConnect Doctors' Network`)
});
