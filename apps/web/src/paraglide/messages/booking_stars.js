/* eslint-disable */
import { message } from "../runtime.js";

export const booking_stars = /* @__PURE__ */ message("booking_stars", (i) => {
const n = (Number(i?.count) === 1 ? "one" : "other"); if (n === "one") return (`${i?.count} star`); if (n === "other") return (`${i?.count} stars`); return ("booking_stars");
});
