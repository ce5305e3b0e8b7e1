/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ sessions: NonNullable<unknown> }} Home_IntroInputs */

const en_home_intro = /** @type {(inputs: Home_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Manage ${i?.sessions}, share knowledge and grow your network.`)
};

const hi_home_intro = /** @type {(inputs: Home_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.sessions} संभालें, ज्ञान साझा करें और अपना नेटवर्क बढ़ाएँ।`)
};

/**
* | output |
* | --- |
* | "Manage {sessions}, share knowledge and grow your network." |
*
* @param {Home_IntroInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_intro = /** @type {((inputs: Home_IntroInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_IntroInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_home_intro(inputs)
	return en_home_intro(inputs)
});