/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_BookingsInputs */

const en_nav_bookings = /** @type {(inputs: Nav_BookingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bookings`)
};

const hi_nav_bookings = /** @type {(inputs: Nav_BookingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बुकिंग`)
};

/**
* | output |
* | --- |
* | "Bookings" |
*
* @param {Nav_BookingsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const nav_bookings = /** @type {((inputs?: Nav_BookingsInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_BookingsInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_nav_bookings(inputs)
	return en_nav_bookings(inputs)
});