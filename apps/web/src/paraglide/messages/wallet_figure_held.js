/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_figure_held = /* @__PURE__ */ message("wallet_figure_held", (i) => {
return (`Held for upcoming bookings`)
});
