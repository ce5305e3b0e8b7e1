/* eslint-disable */
import { message } from "../runtime.js";

export const booking_your_rating = /* @__PURE__ */ message("booking_your_rating", (i) => {
return (`Your rating`)
});
