/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Link_InvalidInputs */

const en_home_link_invalid = /** @type {(inputs: Home_Link_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This link is invalid or has expired. Sign in to get a new one.`)
};

const hi_home_link_invalid = /** @type {(inputs: Home_Link_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`यह लिंक अमान्य है या इसकी समय-सीमा खत्म हो चुकी है। नया लिंक पाने के लिए साइन इन करें।`)
};

/**
* | output |
* | --- |
* | "This link is invalid or has expired. Sign in to get a new one." |
*
* @param {Home_Link_InvalidInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_link_invalid = /** @type {((inputs?: Home_Link_InvalidInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Link_InvalidInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_home_link_invalid(inputs)
	return en_home_link_invalid(inputs)
});