/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_FeedInputs */

const en_home_feed = /** @type {(inputs: Home_FeedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Feed`)
};

const hi_home_feed = /** @type {(inputs: Home_FeedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`फ़ीड`)
};

/**
* | output |
* | --- |
* | "Feed" |
*
* @param {Home_FeedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_feed = /** @type {((inputs?: Home_FeedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_FeedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_home_feed(inputs)
	return en_home_feed(inputs)
});