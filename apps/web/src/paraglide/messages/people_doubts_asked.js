/* eslint-disable */
import { message } from "../runtime.js";

export const people_doubts_asked = /* @__PURE__ */ message("people_doubts_asked", (i) => {
if (i?.form === "one") return (`${i?.count} doubt asked`); if (i?.form === "other") return (`${i?.count} doubts asked`); return ("people_doubts_asked");
});
